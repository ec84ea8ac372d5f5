/**
 * The full-text search index as the build writes it and the browser reads it. It comes in parts so the
 * first search downloads little at any size:
 * - the base (/resources/search-index.json): every listed article's card and topics, which title,
 *   summary, topic and author matches are read from, and the sorted vocabulary of every word the
 *   articles contain, which prefix and typo matching run over;
 * - shards (/resources/search/<id>/shard-N.json): for a run of the vocabulary, the articles whose
 *   headings or body contain each word, fetched only when a query needs one of those words;
 * - each article's body text (/resources/search/<id>/text/<slug>.json), fetched only to show an excerpt.
 *
 * A shard only means something beside the base it was built with: its terms are positions in that base's
 * vocabulary. So a build's shards and texts live in a folder named after their content (the base's `id`),
 * and a tab that loaded the base before a deploy never reads the next build's shards as its own: it finds
 * its folder gone, and loads the new base.
 */

/** The base, at a fixed address: the page that searches fetches it first, knowing nothing of the build. */
export const SEARCH_INDEX_PATH = '/resources/search-index.json';

/** Changes when the files' layout does; a base of another format is not read. */
export const INDEX_FORMAT = 2;

/**
 * What the engine reads of a document: the fields of its card. A site's documents may carry more (a date,
 * a label), which the base keeps as they are and a search's hits return.
 */
export interface SearchDoc {
  /** Names the document's text file; unique. */
  slug: string;
  title: string;
  summary: string;
  author: string;
  topics: string[];
}

export interface SearchBase<Doc extends SearchDoc = SearchDoc> {
  format: number;
  /** Names the folder of this build's shards and texts: a hash of the index's content. */
  id: string;
  /** In the order the build was given them (the editorial order ties are broken by); a document's position is its number in the postings. */
  docs: Doc[];
  /** Every folded word of every field, sorted. */
  terms: string[];
  /** The position in `terms` where each shard starts. */
  shardStarts: number[];
}

/** Where a word occurs in a document besides its card: a bit each. */
export const IN_HEADING = 1;
export const IN_BODY = 2;

/**
 * How often a word occurs in a document's body, in four steps: once, 2–3 times, 4–7, 8 or more. Enough
 * to rank an article about a word above one that names it in passing, and two bits to store.
 */
export function frequencyStep(count: number): number {
  return count < 1 ? 0 : Math.min(3, Math.floor(Math.log2(count)));
}

export interface Posting {
  doc: number;
  /** IN_HEADING | IN_BODY */
  where: number;
  /** frequencyStep of the word's count in the body (0 when it is only in headings). */
  step: number;
}

/**
 * A shard: for each of its terms in order, the documents whose headings or body hold it, as one number
 * per document: (the gap since the previous document's number) × 16 + frequency step × 4 + where.
 */
export type SearchShard = number[][];

export const shardPath = (id: string, shard: number): string => `/resources/search/${id}/shard-${shard}.json`;
export const bodyTextPath = (id: string, slug: string): string => `/resources/search/${id}/text/${slug}.json`;

/** `postings` in document order. */
export function encodePostings(postings: readonly Posting[]): number[] {
  let previous = 0;
  return postings.map(({ doc, where, step }) => {
    const gap = doc - previous;
    previous = doc;
    return gap * 16 + step * 4 + where;
  });
}

export function decodePostings(encoded: readonly number[]): { docs: number[]; where: number[]; steps: number[] } {
  const docs: number[] = [];
  const where: number[] = [];
  const steps: number[] = [];
  let doc = 0;
  for (const value of encoded) {
    doc += Math.floor(value / 16);
    docs.push(doc);
    steps.push((value >> 2) & 3);
    where.push(value & 3);
  }
  return { docs, where, steps };
}

/** The shard holding the term at `position` of the vocabulary. */
export function shardOf(shardStarts: readonly number[], position: number): number {
  let low = 0;
  let high = shardStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (shardStarts[middle] <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}
