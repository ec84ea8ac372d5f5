/**
 * Generated articles for scale tests and benchmarks (make-copy.ts): text recombined from the real
 * articles' own sentences, so the pages compress like real ones and need no glyph the font subset lacks.
 * Deterministic: article i is the same in every run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOPICS } from '../../../src/content/articles/types.ts';
import { CALL_TO_ACTION } from '../../content/articleDraft.ts';
import { findBannedPhrases } from '../../content/bannedPhrases.ts';

/** Every sentence of the real articles' paragraphs (string literals of some length in each body.ts). */
export function realSentences(articlesDir: string): string[] {
  const sentences = new Set<string>();
  for (const slug of readdirSync(articlesDir, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const source = readFileSync(join(articlesDir, slug.name, 'body.ts'), 'utf8');
    for (const [, literal] of source.matchAll(/'((?:[^'\\\n]|\\.){60,})'/g)) {
      const text = literal.replace(/\\'/g, "'").replace(/\\\\/g, '\\');
      for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z])/).map((s) => s.trim())) {
        if (sentence.length >= 40 && sentence.length <= 200 && /[.!?]$/.test(sentence)) sentences.add(sentence);
      }
    }
  }
  return [...sentences].sort();
}

/** A small seeded generator (mulberry32): the same seed gives the same article. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)];

/**
 * A sentence's opening words, ≤ 52 characters. Cutting a true sentence can drop its qualifier ("no personal
 * identifiers, only pseudonymous identifiers"), which the content check rightly refuses: such a cut ends
 * before the phrase instead.
 */
function openingWords(sentence: string): string {
  const words = sentence.replace(/[.!?,;:]+$/, '').split(' ');
  let title = '';
  for (const word of words) {
    const longer = `${title} ${word}`.trim();
    if (longer.length > 52 || findBannedPhrases(longer).length > 0) break;
    title = longer;
  }
  return title.replace(/[,;:]$/, '');
}

function summaryFrom(next: () => number, sentences: readonly string[]): string {
  for (;;) {
    const first = pick(next, sentences);
    if (first.length >= 70) return first;
    const both = `${first} ${pick(next, sentences)}`;
    if (both.length >= 70 && both.length <= 200) return both;
  }
}

const isoDate = (next: () => number) => {
  const day = new Date(Date.UTC(2023, 0, 1) + Math.floor(next() * 1400) * 86_400_000);
  return day.toISOString().slice(0, 10);
};

/** Words in a real article's body: generated bodies are as long, so the search index grows as it would. */
export const BODY_WORDS = { min: 700, max: 1200 } as const;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Paragraphs of three or four real sentences, a heading every two or three, until the body's word count is reached. */
function bodyBlocks(next: () => number, sentences: readonly string[]): string[] {
  const target = BODY_WORDS.min + Math.floor(next() * (BODY_WORDS.max - BODY_WORDS.min - 150));
  const blocks: string[] = [];
  let words = 0;
  let sinceHeading = 0;
  while (words < target) {
    if (sinceHeading >= 2 + Math.floor(next() * 2)) {
      const text = openingWords(pick(next, sentences));
      blocks.push(JSON.stringify({ type: 'heading', text }));
      words += wordCount(text);
      sinceHeading = 0;
    }
    const text = Array.from({ length: 3 + Math.floor(next() * 2) }, () => pick(next, sentences)).join(' ');
    blocks.push(JSON.stringify({ type: 'paragraph', content: [text] }));
    words += wordCount(text);
    sinceHeading++;
  }
  return blocks;
}

/**
 * Article `n` (1-based among the generated ones). Not in the editorial order, so the listing shows the
 * generated articles first, newest first, then the real ones.
 */
export function generateArticle(n: number, sentences: readonly string[]) {
  const next = random(n * 7919 + 17);
  const slug = `generated-article-${String(n).padStart(4, '0')}`;
  const topics = [...new Set([pick(next, TOPICS), pick(next, TOPICS)])];
  const blocks = bodyBlocks(next, sentences);
  const meta = `import type { ArticleDetails } from '../types';

export default ${JSON.stringify(
    {
      // A sentence's opening words, then the article's number so titles stay unique.
      title: `${openingWords(pick(next, sentences))}, part ${n}`,
      summary: summaryFrom(next, sentences),
      date: isoDate(next),
      dateStatus: { status: 'awaiting' },
      author: 'team',
      topics,
      kind: 'article',
    },
    null,
    2,
  )} satisfies ArticleDetails;
`;
  const body = `import type { ArticleBody } from '../types';

export default [
  ${[...blocks, CALL_TO_ACTION].join(',\n  ')},
] satisfies ArticleBody;
`;
  return { slug, meta, body };
}
