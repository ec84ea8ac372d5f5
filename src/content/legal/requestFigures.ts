import { awaiting } from '@/config/facts';
import type { Figure, FigureTable } from './types';

/**
 * The privacy requests a registered data broker received under the California Consumer Privacy Act in the
 * previous calendar year: how many it received, complied with in whole or in part and denied, and the median
 * and mean days it took to respond substantively, published in its privacy policy by July 1 each year (Cal.
 * Civ. Code §1798.99.85), and the deletion requests it denied under each exemption it relied on (subdivision
 * (c)). The numbers are the company's: each is a stand-in awaiting it until then, and
 * `npm run launch-check` lists every one.
 */

/** What a figure shows until the company gives it. */
export const FIGURE_STAND_IN = 'To be confirmed';

/** The calendar year the figures cover. */
export const REQUEST_FIGURES_YEAR = 2025;

const toBeGiven = (): Figure => awaiting(FIGURE_STAND_IN);

const measures = () => ({
  received: toBeGiven(),
  compliedWith: toBeGiven(),
  denied: toBeGiven(),
  medianDays: toBeGiven(),
  meanDays: toBeGiven(),
});

/** Confirm a figure here: confirmed(42, '<the company's records it comes from>'). */
export const requestFigures = {
  know: measures(),
  delete: measures(),
  correct: measures(),
  optOut: measures(),
  limit: measures(),
  /** Deletion requests denied in whole or in part under each exemption relied on (§1798.99.85(c)). Which
   * exemptions the company relied on is not known: one stand-in row until it names them, a row per exemption then. */
  deletionsDeniedByExemption: { toBeNamed: toBeGiven() },
};

const ROW_LABELS: Record<Exclude<keyof typeof requestFigures, 'deletionsDeniedByExemption'>, string> = {
  know: 'To know (access or a copy)',
  delete: 'To delete',
  correct: 'To correct',
  optOut: 'To opt out of sale or sharing',
  limit: 'To limit the use of sensitive personal information',
};

/** The figures as the privacy policy shows them. */
export const requestFiguresTable: FigureTable = {
  type: 'figures',
  caption: `Requests under the California Consumer Privacy Act in ${REQUEST_FIGURES_YEAR}`,
  columns: [
    'Request',
    'Received',
    'Complied with in whole or in part',
    'Denied',
    'Median days to respond',
    'Mean days to respond',
  ],
  rows: (Object.keys(ROW_LABELS) as (keyof typeof ROW_LABELS)[]).map((kind) => {
    const { received, compliedWith, denied, medianDays, meanDays } = requestFigures[kind];
    return { label: ROW_LABELS[kind], figures: [received, compliedWith, denied, medianDays, meanDays] };
  }),
};

/** The deletion requests denied in whole or in part, by the exemption relied on, as the privacy policy shows them. */
export const deletionDenialsTable: FigureTable = {
  type: 'figures',
  caption: `Deletion requests denied in whole or in part in ${REQUEST_FIGURES_YEAR}, by exemption relied on`,
  columns: ['Exemption relied on', 'Deletion requests denied in whole or in part'],
  rows: [
    {
      label: 'Each exemption relied on (to be named)',
      figures: [requestFigures.deletionsDeniedByExemption.toBeNamed],
    },
  ],
};
