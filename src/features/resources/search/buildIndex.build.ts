/** Build side of full-text search: the articles turned into the index's base, shards and body texts. */
import { createHash } from 'node:crypto';
import { words } from './fold';
import {
  bodyTextPath,
  encodePostings,
  frequencyStep,
  IN_BODY,
  IN_HEADING,
  INDEX_FORMAT,
  SEARCH_INDEX_PATH,
  shardPath,
  type SearchBase,
  type SearchDoc,
} from './indexFormat';

/** A document as the index takes it: its card, and its text besides. */
export interface IndexedArticle<Doc extends SearchDoc = SearchDoc> {
  doc: Doc;
  /** Its headings, which rank above the body. */
  headings: string[];
  /** The rest of its text, one paragraph (or list item, quote, table row…) a line. */
  body: string;
  /** Headings and body in reading order, one a line: where a search's excerpt is taken from. */
  readable: string;
}

/**
 * About this many encoded postings a shard: at 1,000 articles of real length a shard is a few
 * kilobytes gzip, so a query fetches little, while the 22 of today fit in a handful.
 */
const POSTINGS_PER_SHARD = 6000;

export function searchIndexFiles<Doc extends SearchDoc>(
  articles: readonly IndexedArticle<Doc>[],
): { path: string; json: string }[] {
  const vocabulary = new Set<string>();
  /** For each term, each document's places (IN_HEADING | IN_BODY) and count in the body. */
  const postings = new Map<string, Map<number, { where: number; count: number }>>();
  const add = (term: string, doc: number, where: number) => {
    let docs = postings.get(term);
    if (!docs) postings.set(term, (docs = new Map()));
    const seen = docs.get(doc) ?? { where: 0, count: 0 };
    docs.set(doc, { where: seen.where | where, count: seen.count + (where === IN_BODY ? 1 : 0) });
  };
  articles.forEach(({ doc, headings, body }, position) => {
    const card = [doc.title, doc.summary, doc.author, ...doc.topics].join(' ');
    for (const term of words(card)) vocabulary.add(term);
    for (const term of words(headings.join(' '))) add(term, position, IN_HEADING);
    for (const term of words(body)) add(term, position, IN_BODY);
  });
  for (const term of postings.keys()) vocabulary.add(term);
  const terms = [...vocabulary].sort();

  const shards: number[][][] = [[]];
  const shardStarts = [0];
  let size = 0;
  terms.forEach((term, position) => {
    const encoded = encodePostings(
      [...(postings.get(term) ?? [])]
        .sort(([a], [b]) => a - b)
        .map(([doc, { where, count }]) => ({ doc, where, step: frequencyStep(count) })),
    );
    if (size > 0 && size + encoded.length > POSTINGS_PER_SHARD) {
      shards.push([]);
      shardStarts.push(position);
      size = 0;
    }
    shards.at(-1)!.push(encoded);
    size += encoded.length + 1;
  });

  const content = { docs: articles.map((article) => article.doc), terms, shardStarts };
  const texts = articles.map(({ doc, readable }) => [doc.slug, JSON.stringify(readable)] as const);
  const shardsJson = shards.map((shard) => JSON.stringify(shard));
  const id = createHash('sha256')
    .update(JSON.stringify([INDEX_FORMAT, content, shardsJson, texts]))
    .digest('hex')
    .slice(0, 12);
  const base: SearchBase<Doc> = { format: INDEX_FORMAT, id, ...content };
  return [
    { path: SEARCH_INDEX_PATH, json: JSON.stringify(base) },
    ...shardsJson.map((json, n) => ({ path: shardPath(id, n), json })),
    ...texts.map(([slug, json]) => ({ path: bodyTextPath(id, slug), json })),
  ];
}
