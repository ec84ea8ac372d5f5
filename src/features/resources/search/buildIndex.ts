/** Build side of full-text search: the articles turned into the index's base, shards and body texts. */
import { words } from './fold';
import { type ArticleText } from './articleText';
import {
  bodyTextPath,
  encodePostings,
  IN_BODY,
  IN_HEADING,
  SEARCH_INDEX_PATH,
  shardPath,
  type SearchBase,
  type SearchDoc,
} from './indexFormat';

export interface IndexedArticle extends ArticleText {
  doc: SearchDoc;
}

/**
 * About this many encoded postings a shard: at 1,000 articles of real length a shard is a few
 * kilobytes gzip, so a query fetches little, while the 22 of today fit in a handful.
 */
const POSTINGS_PER_SHARD = 6000;

export function searchIndexFiles(articles: readonly IndexedArticle[]): { path: string; json: string }[] {
  const vocabulary = new Set<string>();
  const postings = new Map<string, Map<number, number>>();
  const add = (term: string, doc: number, where: number) => {
    let docs = postings.get(term);
    if (!docs) postings.set(term, (docs = new Map()));
    docs.set(doc, (docs.get(doc) ?? 0) | where);
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
    const encoded = encodePostings([...(postings.get(term) ?? [])].sort(([a], [b]) => a - b));
    if (size > 0 && size + encoded.length > POSTINGS_PER_SHARD) {
      shards.push([]);
      shardStarts.push(position);
      size = 0;
    }
    shards.at(-1)!.push(encoded);
    size += encoded.length + 1;
  });

  const base: SearchBase = { docs: articles.map((article) => article.doc), terms, shardStarts };
  return [
    { path: SEARCH_INDEX_PATH, json: JSON.stringify(base) },
    ...shards.map((shard, n) => ({ path: shardPath(n), json: JSON.stringify(shard) })),
    ...articles.map(({ doc, readable }) => ({ path: bodyTextPath(doc.slug), json: JSON.stringify(readable) })),
  ];
}
