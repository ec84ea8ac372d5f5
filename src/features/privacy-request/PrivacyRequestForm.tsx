/** Replaced by the privacy request form (issue 4). */
export function PrivacyRequestForm() {
  return null;
}
