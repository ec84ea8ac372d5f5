import type { RichText, TextBlock } from '../articles/types';

/** A legal page (privacy policy, terms) rendered by the same block renderer as the articles. */
export interface LegalDocument {
  title: string;
  /** ISO date; the page shows it as 'Effective September 3, 2025' or 'Last updated …'. */
  date: string;
  dateLabel: 'Effective' | 'Last updated';
  intro: RichText[];
  sections: LegalSection[];
}

export interface LegalSection {
  /** Anchor id used by the table of contents (/privacy#cookies). */
  id: string;
  title: string;
  blocks: TextBlock[];
}
