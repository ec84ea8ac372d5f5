/** Replaced by the contact form (issue 4). */
export function ContactForm() {
  return null;
}
