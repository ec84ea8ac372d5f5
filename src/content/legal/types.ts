import type { Fact, FactStatus } from '@/config/facts';
import type { RichText, TextBlock } from '../articles/types';

/** A legal page (privacy policy, terms) rendered by the same block renderer as the articles. */
export interface LegalDocument {
  title: string;
  /** The page's meta description and the line on its social image. */
  description: string;
  /** ISO date; the page shows it as 'Effective September 3, 2025' or 'Last updated …'. */
  date: string;
  dateLabel: 'Effective' | 'Last updated';
  /** A draft until the company's counsel approves it: { status: 'confirmed', source: <the approval> }. */
  legalReview: FactStatus;
  intro: RichText[];
  sections: LegalSection[];
}

export interface LegalSection {
  /** Anchor id used by the table of contents (/privacy#cookies). */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

/**
 * Why a passage awaits review: 'practice' states something the company does (where identifiers come
 * from, what it keeps and for how long) that no source gives; 'legal' is a legal term or reading that
 * counsel must approve. Passages that follow from the client's requirements (docs/requirements.md)
 * carry no marker.
 */
export type ReviewReason = 'practice' | 'legal';

/** Blocks marked for review: rendered like any other (the page reads as finished), counted by the launch check. */
export interface ForReview {
  type: 'review';
  reason: ReviewReason;
  /** What the company or counsel must decide about the passage; the launch check lists the passage with it. */
  note?: string;
  blocks: TextBlock[];
}

/** A figure in a legal document: a number once the company gives it, a stand-in until then. */
export type Figure = Fact<number | string>;

/** A table of figures (the privacy requests a data broker received in a year): one row per kind, one column per measure. */
export interface FigureTable {
  type: 'figures';
  caption: string;
  /** The heading of the rows' first column, then one heading per figure in a row. */
  columns: [string, ...string[]];
  rows: { label: string; figures: Figure[] }[];
}

/** What a section shows once review markers are unwrapped. */
export type ShownBlock = TextBlock | FigureTable;

export type LegalBlock = ShownBlock | ForReview;
