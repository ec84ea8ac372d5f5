import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FormSubmissionError, postForm } from '@/lib/api';
import { buildContactPayload } from './payload';
import type { ContactValues } from './schema';
import { CONTACT_TEXT, contactErrorMessage } from './messages';

/** One error toast at a time: a new failure replaces the last one, a new attempt clears it. */
const ERROR_TOAST_ID = 'contact-submission-error';

export async function submitContact(values: ContactValues): Promise<void> {
  const result = await postForm(buildContactPayload(values));
  if (!result.ok) throw new FormSubmissionError(result);
}

/** Sends the contact form; success and failure are announced with toasts (spec §8). */
export function useContactSubmission() {
  return useMutation({
    mutationKey: ['forms', 'contact'],
    mutationFn: submitContact,
    onMutate: () => {
      toast.dismiss(ERROR_TOAST_ID);
    },
    onSuccess: () => {
      toast.success(CONTACT_TEXT.success);
    },
    onError: (error) => {
      toast.error(contactErrorMessage(error), { id: ERROR_TOAST_ID });
    },
  });
}
