import { useRef } from 'react';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FormSubmissionError, postForm, type FormPayload } from '@/lib/api';

export interface Notice {
  title: string;
  description?: string;
}

interface FormSubmission<Values, Payload extends FormPayload> {
  /** Names the mutation. */
  form: string;
  toPayload: (values: Values) => Payload;
  success: Notice;
  failure: (error: Error) => Notice;
}

/**
 * Sends a form to the forms API as a mutation that resolves with the payload it accepted, with its
 * notices: a success toast, and one failure toast at a time (a new failure replaces the
 * last one, a new attempt clears it).
 */
export function useFormSubmission<Values, Payload extends FormPayload>({
  form,
  toPayload,
  success,
  failure,
}: FormSubmission<Values, Payload>) {
  // The failure toast on screen, if any. Each failure gets a toast of its own: sonner applies a
  // dismissal a frame or two later, and with one fixed id a quick failure's new toast received the
  // dismissal meant for the last one and vanished within 200 ms (seen in e2e).
  const failureToast = useRef<string | number | undefined>(undefined);
  const mutationKey = ['forms', form];
  // A page rendered afresh mid-submission (src/components/layout/RenderAfresh.tsx) gets a new mutation
  // observer, idle while the first request is still on its way: the client's cache, which outlives the
  // remount, says whether this form is sending, so its button stays disabled and nothing is sent twice.
  const sending = useIsMutating({ mutationKey }) > 0;
  const mutation = useMutation({
    mutationKey,
    mutationFn: async (values: Values) => {
      const payload = toPayload(values);
      const result = await postForm(payload);
      if (!result.ok) throw new FormSubmissionError(result);
      return payload;
    },
    onMutate: () => {
      if (failureToast.current !== undefined) toast.dismiss(failureToast.current);
      failureToast.current = undefined;
    },
    onSuccess: () => {
      toast.success(success.title, { description: success.description });
    },
    onError: (error) => {
      const notice = failure(error);
      failureToast.current = toast.error(notice.title, { description: notice.description });
    },
  });
  return { ...mutation, busy: mutation.isPending || sending };
}
