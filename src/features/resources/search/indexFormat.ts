/**
 * The full-text search index as the build writes it and the browser reads it. It comes in parts so the
 * first search downloads little at any size:
 * - the base (/resources/search-index.json): every listed article's card and topics, which title,
 *   summary, topic and author matches are read from, and the sorted vocabulary of every word the
 *   articles contain, which prefix and typo matching run over;
 * - shards (/resources/search/shard-N.json): for a run of the vocabulary, the articles whose headings or
 *   body contain each word, fetched only when a query needs one of those words;
 * - each article's body text (/resources/search/text/<slug>.json), fetched only to show an excerpt.
 */
import { SEARCH_INDEX_PATH, type ListingCard } from '../listing';

export { SEARCH_INDEX_PATH };

export interface SearchDoc extends ListingCard {
  topics: string[];
}

export interface SearchBase {
  /** In listing (editorial) order; a document's position is its number in the postings. */
  docs: SearchDoc[];
  /** Every folded word of every field, sorted. */
  terms: string[];
  /** The position in `terms` where each shard starts. */
  shardStarts: number[];
}

/** Where a word occurs in a document besides its card: a bit each. */
export const IN_HEADING = 1;
export const IN_BODY = 2;

/**
 * A shard: for each of its terms in order, the documents whose headings or body hold it, as one number
 * per document: (the gap since the previous document's number) × 4 + where (IN_HEADING | IN_BODY).
 */
export type SearchShard = number[][];

export const shardPath = (shard: number): string => `/resources/search/shard-${shard}.json`;
export const bodyTextPath = (slug: string): string => `/resources/search/text/${slug}.json`;

export function encodePostings(postings: readonly [doc: number, where: number][]): number[] {
  let previous = 0;
  return postings.map(([doc, where]) => {
    const gap = doc - previous;
    previous = doc;
    return gap * 4 + where;
  });
}

export function decodePostings(encoded: readonly number[]): { docs: number[]; where: number[] } {
  const docs: number[] = [];
  const where: number[] = [];
  let doc = 0;
  for (const value of encoded) {
    doc += Math.floor(value / 4);
    docs.push(doc);
    where.push(value % 4);
  }
  return { docs, where };
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
