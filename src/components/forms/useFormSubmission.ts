import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FormSubmissionError, postForm, type FormPayload } from '@/lib/api';

export interface Notice {
  title: string;
  description?: string;
}

interface FormSubmission<Values, Payload extends FormPayload> {
  /** Names the mutation and the form's failure toast. */
  form: string;
  toPayload: (values: Values) => Payload;
  success: Notice;
  failure: (error: Error) => Notice;
}

/**
 * Sends a form to the forms API as a mutation that resolves with the payload it accepted, with the
 * notices of spec §8: a success toast, and one failure toast at a time (a new failure replaces the
 * last one, a new attempt clears it).
 */
export function useFormSubmission<Values, Payload extends FormPayload>({
  form,
  toPayload,
  success,
  failure,
}: FormSubmission<Values, Payload>) {
  const failureToastId = `${form}-submission-failure`;
  return useMutation({
    mutationKey: ['forms', form],
    mutationFn: async (values: Values) => {
      const payload = toPayload(values);
      const result = await postForm(payload);
      if (!result.ok) throw new FormSubmissionError(result);
      return payload;
    },
    onMutate: () => {
      toast.dismiss(failureToastId);
    },
    onSuccess: () => {
      toast.success(success.title, { description: success.description });
    },
    onError: (error) => {
      const notice = failure(error);
      toast.error(notice.title, { id: failureToastId, description: notice.description });
    },
  });
}
