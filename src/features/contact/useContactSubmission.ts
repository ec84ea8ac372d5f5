import { useFormSubmission } from '@/components/forms/useFormSubmission';
import { buildContactPayload } from './payload';
import { CONTACT_TEXT, contactErrorMessage } from './messages';

/** Sends the contact form; success and failure are announced with toasts: 'Submission received.', the server's error text, or 'Network error. Please try again later.'. */
export function useContactSubmission() {
  return useFormSubmission({
    form: 'contact',
    toPayload: buildContactPayload,
    success: { title: CONTACT_TEXT.success },
    failure: (error) => ({ title: contactErrorMessage(error) }),
  });
}
