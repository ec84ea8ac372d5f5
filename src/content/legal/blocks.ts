import type { Inline, TextBlock } from '../articles/types';

/** Shorthands that keep the legal texts readable as prose. */
export const h3 = (text: string): TextBlock => ({ type: 'heading', level: 3, text });
export const p = (...content: Inline[]): TextBlock => ({ type: 'paragraph', content });
export const list = (...items: Inline[][]): TextBlock => ({ type: 'list', items });
