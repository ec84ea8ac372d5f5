import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FormSubmissionError, postForm } from '@/lib/api';
import { buildPrivacyPayload } from './payload';
import type { PrivacyPayload, PrivacyRequestValues } from './schema';
import { PRIVACY_TEXT } from './messages';

/** One failure notice at a time: a new failure replaces the last one, a new attempt clears it. */
const FAILURE_TOAST_ID = 'privacy-request-failure';

/** Sends a privacy request; resolves with the payload that was accepted (the confirmation shows it). */
export async function submitPrivacyRequest(values: PrivacyRequestValues): Promise<PrivacyPayload> {
  const payload = buildPrivacyPayload(values, new Date());
  const result = await postForm(payload);
  if (!result.ok) throw new FormSubmissionError(result);
  return payload;
}

/** The privacy request mutation, with the success and failure notices of spec §8. */
export function usePrivacyRequestSubmission() {
  return useMutation({
    mutationKey: ['forms', 'privacy'],
    mutationFn: submitPrivacyRequest,
    onMutate: () => {
      toast.dismiss(FAILURE_TOAST_ID);
    },
    onSuccess: () => {
      toast.success(PRIVACY_TEXT.successTitle, { description: PRIVACY_TEXT.successDescription });
    },
    onError: () => {
      toast.error(PRIVACY_TEXT.failureTitle, {
        id: FAILURE_TOAST_ID,
        description: PRIVACY_TEXT.failureDescription,
      });
    },
  });
}
