import { list } from './blocks';

/**
 * What the legal documents say about the audience services in the same words: the company's own statements
 * about the product, which need no review, and what it does with the data.
 */
/** What the audience data is never tied to, wherever a page says so. */
export const NEVER_TIED_TO = 'names, email addresses, phone numbers or postal addresses';

export const AUDIENCE_SERVICES_SUMMARY = `Our audience services place people into random groups and measure how common health conditions are at group level. They use only pseudonymous identifiers, never ${NEVER_TIED_TO}; they make no health predictions about any individual; they hold no data about anyone under 18; and they use no cookies.`;

/** Why the audience services use the data they hold. */
export const audiencePurposes = () =>
  list(
    ['To assign pseudonymous identifiers to random groups.'],
    ['To measure the prevalence of health conditions at the level of the group.'],
    ['To create audiences made up of random groups and deliver them to clients for their advertising campaigns.'],
    ['To evaluate and improve the accuracy of our group-level measurements.'],
    ['To honor opt-out requests, so that identifiers that have been opted out are excluded from our audiences.'],
  );

/** What the audience services use, each item a company statement; `prevalence` ends the last item. */
export const audienceDataUsed = (prevalence: string) =>
  list(
    [{ strong: 'Pseudonymous identifiers,' }, ` never ${NEVER_TIED_TO}.`],
    [{ strong: 'Random group assignments:' }, ' the random group to which each identifier is assigned.'],
    [
      { strong: 'Group-level prevalence:' },
      ` how common a health condition is within each random group as a whole. ${prevalence}`,
    ],
  );
