import type { Inline, TextBlock } from '../articles/types';
import type { ForReview, LegalBlock, ReviewReason, ShownBlock } from './types';

/** Shorthands that keep the legal texts readable as prose. */
export const h3 = (text: string): TextBlock => ({ type: 'heading', level: 3, text });
export const p = (...content: Inline[]): TextBlock => ({ type: 'paragraph', content });
export const list = (...items: Inline[][]): TextBlock => ({ type: 'list', items });

/** Marks passages that do not follow from the client's requirements (docs/requirements.md): counsel must review them (see ReviewReason). */
export const review = (reason: ReviewReason, ...blocks: TextBlock[]): ForReview => ({ type: 'review', reason, blocks });

/** As review(), with the question the company or counsel must answer, which the launch check lists with the passage. */
export const reviewNoting = (reason: ReviewReason, note: string, ...blocks: TextBlock[]): ForReview => ({
  type: 'review',
  reason,
  note,
  blocks,
});

/** The blocks a section renders, review markers unwrapped. */
export function textBlocks(blocks: LegalBlock[]): ShownBlock[] {
  return blocks.flatMap((block) => (block.type === 'review' ? block.blocks : [block]));
}

const inlineWords = (node: Inline) =>
  typeof node === 'string' ? node : 'em' in node ? node.em : 'strong' in node ? node.strong : node.text;

/** A shown block's words: what a reader (and the launch check, the truth checks) reads in it. */
export function blockWords(block: ShownBlock): string {
  switch (block.type) {
    case 'heading':
    case 'quote':
      return block.text;
    case 'paragraph':
      return block.content.map(inlineWords).join('');
    case 'list':
      return block.items.map((item) => item.map(inlineWords).join('')).join(' ');
    case 'figures':
      return [
        block.caption,
        ...block.columns,
        ...block.rows.flatMap((row) => [row.label, ...row.figures.map((figure) => String(figure.value))]),
      ].join(' ');
  }
}

/** A passage's words (a review marker's blocks), to name it in the launch check. */
export const passageText = (blocks: ShownBlock[]): string => blocks.map(blockWords).join(' ');
