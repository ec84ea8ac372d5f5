import { useRef } from 'react';
import { useMutation, useMutationState, useQueryClient, type MutationState } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { FormSubmissionError, postForm, type FormPayload } from '@/lib/api';
import { takeRememberedControls } from './rememberedControls';
import { dismissToast, showToast, type Notice } from './toasts';

interface FormSubmission<Values, Payload extends FormPayload> {
  /** Names the mutation. */
  form: string;
  toPayload: (values: Values) => Payload;
  success: Notice;
  failure: (error: Error) => Notice;
}

/**
 * A form's one lifecycle: editing ('idle'), sending ('pending'), sent ('success', with the payload the API
 * accepted) or failed ('error'), with its notices: a success toast, and one failure toast at a time (a new
 * failure replaces the last one, a new attempt clears it).
 *
 * The state is read from the query client's mutation cache, not from this component's own mutation: a page
 * rendered afresh (src/components/layout/RenderAfresh.tsx) mounts a new form whose own mutation would
 * start idle while the first request is on its way or already answered; the cache outlives the remount, so
 * the new form shows what is true (still sending, or sent) and nothing is sent twice. The key carries the
 * history entry, so coming back to the page by a new navigation starts a new form.
 */
export function useFormSubmission<Values, Payload extends FormPayload>({
  form,
  toPayload,
  success,
  failure,
}: FormSubmission<Values, Payload>) {
  const client = useQueryClient();
  const mutationKey = ['forms', form, useLocation().key];
  const failureToast = useRef<number | undefined>(undefined);
  const { mutateAsync } = useMutation({
    mutationKey,
    // Held for the whole visit, not the default few minutes: a confirmation on screen must not turn back
    // into the form because the mutation behind it was collected.
    gcTime: Infinity,
    mutationFn: async (values: Values) => {
      const payload = toPayload(values);
      const result = await postForm(payload);
      if (!result.ok) throw new FormSubmissionError(result);
      return payload;
    },
    onMutate: () => {
      if (failureToast.current !== undefined) dismissToast(failureToast.current);
      failureToast.current = undefined;
    },
    onSuccess: () => {
      showToast('success', success);
    },
    onError: (error) => {
      failureToast.current = showToast('error', failure(error));
    },
  });
  const latest = useMutationState({
    filters: { mutationKey, exact: true },
    select: (mutation) => mutation.state as MutationState<Payload, Error, Values>,
  }).at(-1);
  const status = latest?.status ?? 'idle';

  return {
    status,
    busy: status === 'pending',
    /** The payload the API accepted, once it has. */
    sent: status === 'success' ? latest?.data : undefined,
    /**
     * Sends the values, unless this form's submission is already on its way (a second click or Enter
     * before the button is disabled, or a form rendered afresh mid-submission): the cache marks a
     * submission pending as it starts, synchronously. A failure is shown by the notices above.
     */
    send: async (values: Values) => {
      if (client.isMutating({ mutationKey, exact: true }) > 0) return;
      await mutateAsync(values).catch(() => undefined);
    },
    /**
     * Back to editing, once a sent form's values are dealt with: forgets the submission, and the controls
     * a page rendered afresh remembered, which held the values just sent.
     */
    startOver: () => {
      const cache = client.getMutationCache();
      cache.findAll({ mutationKey, exact: true }).forEach((mutation) => cache.remove(mutation));
      takeRememberedControls();
    },
  };
}
