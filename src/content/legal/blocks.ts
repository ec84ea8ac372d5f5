import type { Inline, TextBlock } from '../articles/types';
import type { ForReview, LegalBlock, ReviewReason } from './types';

/** Shorthands that keep the legal texts readable as prose. */
export const h3 = (text: string): TextBlock => ({ type: 'heading', level: 3, text });
export const p = (...content: Inline[]): TextBlock => ({ type: 'paragraph', content });
export const list = (...items: Inline[][]): TextBlock => ({ type: 'list', items });

/** Marks passages that do not follow from the client's requirements (docs/requirements.md): counsel must review them (see ReviewReason). */
export const review = (reason: ReviewReason, ...blocks: TextBlock[]): ForReview => ({ type: 'review', reason, blocks });

/** The blocks a section renders, review markers unwrapped. */
export function textBlocks(blocks: LegalBlock[]): TextBlock[] {
  return blocks.flatMap((block) => (block.type === 'review' ? block.blocks : [block]));
}
