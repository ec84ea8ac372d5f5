import { useFormSubmission } from '@/components/forms/useFormSubmission';
import { buildPrivacyPayload } from './payload';
import type { PrivacyRequestValues } from './schema';
import { PRIVACY_TEXT } from './messages';

/** Sends a privacy request; resolves with the payload that was accepted (the confirmation shows it). */
export function usePrivacyRequestSubmission() {
  return useFormSubmission({
    form: 'privacy',
    toPayload: (values: PrivacyRequestValues) => buildPrivacyPayload(values, new Date()),
    success: { title: PRIVACY_TEXT.successTitle, description: PRIVACY_TEXT.successDescription },
    failure: () => ({ title: PRIVACY_TEXT.failureTitle, description: PRIVACY_TEXT.failureDescription }),
  });
}
