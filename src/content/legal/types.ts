import type { FactStatus } from '@/config/facts';
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
  blocks: TextBlock[];
}

export type LegalBlock = TextBlock | ForReview;
