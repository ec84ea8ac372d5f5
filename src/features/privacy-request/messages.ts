import { site } from '@/config/site';

/** The privacy form's notices: 'Request Submitted' on success, 'Submission Failed' otherwise. */
export const PRIVACY_TEXT = {
  successTitle: 'Request Submitted',
  successDescription: 'Your privacy request has been submitted successfully.',
  failureTitle: 'Submission Failed',
  failureDescription: `Unable to submit your privacy request. Please try again or contact ${site.privacyEmail} directly.`,
} as const;
