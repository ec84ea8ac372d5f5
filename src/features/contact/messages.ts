import { FormSubmissionError } from '@/lib/api';

/** The contact form's notices: what a success, a non-OK answer and a network failure say. */
export const CONTACT_TEXT = {
  success: 'Submission received.',
  fallbackError: 'An error occurred.',
  networkError: 'Network error. Please try again later.',
} as const;

/** The error toast for a failed submission: the server's error text when it sent one. */
export function contactErrorMessage(error: unknown): string {
  if (error instanceof FormSubmissionError) {
    // An answer that is not the API's (a captive portal's page) means the connection is not through yet.
    if (error.result.kind === 'network' || error.result.kind === 'not-api') return CONTACT_TEXT.networkError;
    return error.result.error ?? CONTACT_TEXT.fallbackError;
  }
  return CONTACT_TEXT.fallbackError;
}
