import { requestTypeLabel } from './options';

/**
 * What a browser's Global Privacy Control signal does here, said on the privacy choices page and in the form's
 * notice. A static site that sets no cookie cannot carry the signal over to the audience data by itself, so the
 * visitor is told how to opt out of that as well, until the company says how it applies the signal to
 * pseudonymous identifiers.
 */
export const GPC_TEXT = {
  /** Follows "If your browser sends a GPC signal, " or "Your browser is sending a GPC signal. We …". */
  honored:
    'treat it as a request to opt out of the sale or sharing of your personal information and of targeted advertising for this browser, where applicable law gives you that right.',
  audienceData: `The signal alone does not tell us which pseudonymous identifiers in our audience data, if any, relate to you. You can also send us an opt-out request by choosing “${requestTypeLabel('opt-out')}” below.`,
} as const;
