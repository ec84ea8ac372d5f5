/**
 * The search in a browser: fetches the index's base, then the shards and texts a query needs, and keeps
 * them for the page's life. Loaded on a search's first need, never part of a page's first load.
 */
import { nextTask } from '@/lib/nextTask';
import { prepareCard, SearchEngine, type PreparedCard, type SearchResult } from './engine';
import {
  bodyTextPath,
  INDEX_FORMAT,
  SEARCH_INDEX_PATH,
  shardPath,
  type SearchBase,
  type SearchDoc,
  type SearchShard,
} from './indexFormat';

export interface SearchSession<Doc extends SearchDoc = SearchDoc> {
  search(query: string): SearchResult<Doc>;
  /** Fetches the shards a result named as missing; the session's listener hears when they arrive. */
  load(shards: readonly number[]): void;
  /** Whether a shard could not be fetched (then the next `load` tries again). */
  failed(): boolean;
  /** A document's text, headings and body in reading order, one paragraph a line: what an excerpt is taken from. */
  bodyText(slug: string): Promise<string>;
}

const CARDS_PER_TASK = 100;

/**
 * The host has no such file: a 404, or a page where JSON was asked for (a host that answers every
 * unknown path with its home page). After a deploy, the previous build's index files are gone.
 */
class NotServed extends Error {}

async function fetchJson<T>(path: string): Promise<T> {
  // Started from effects, which React runs at the start of the visitor's next keystroke when they are
  // still pending; a fetch costs a millisecond or more of the main thread at 4× CPU slowdown, and a
  // page of results starts two dozen of them. In a task of their own, they never hold a keystroke up.
  await nextTask();
  // No Referer: the page's address carries the visitor's search words (?q=), which have no place in
  // the server's logs. Same-origin requests otherwise send the whole address.
  const response = await fetch(path, { referrerPolicy: 'no-referrer' });
  const json = response.headers.get('Content-Type')?.includes('json') ?? false;
  if (response.status === 404 || response.status === 410 || (response.ok && !json)) {
    throw new NotServed(`${path} is not there (${response.status})`);
  }
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * `onChange`: a shard arrived (or failed), so the same query may find more. `onOutdated`: the host no
 * longer has this base's shards, because a deploy replaced them; the caller opens the search anew.
 */
export async function openSearch<Doc extends SearchDoc = SearchDoc>(
  onChange: () => void,
  onOutdated: () => void,
): Promise<SearchSession<Doc>> {
  const base = await fetchJson<SearchBase<Doc>>(SEARCH_INDEX_PATH);
  if (base.format !== INDEX_FORMAT) throw new Error(`search index format ${base.format}, expected ${INDEX_FORMAT}`);
  // Preparing a thousand cards at once was a task of about 50 ms at 4× CPU slowdown, arriving in the
  // middle of typing: in slices, a keystroke waits for one slice at most.
  const prepared: PreparedCard[] = [];
  for (let start = 0; start < base.docs.length; start += CARDS_PER_TASK) {
    await nextTask();
    for (const doc of base.docs.slice(start, start + CARDS_PER_TASK)) prepared.push(prepareCard(doc));
  }
  await nextTask();
  const engine = new SearchEngine(base, prepared);
  const requested = new Set<number>();
  const failedShards = new Set<number>();
  let last: { query: string; result: SearchResult<Doc> } | undefined;

  return {
    search(query) {
      // React renders a state more than once; the result of the same query over the same shards is the same.
      if (last?.query !== query) last = { query, result: engine.search(query) };
      return last.result;
    },
    load(shards) {
      for (const shard of shards) {
        if (requested.has(shard)) continue;
        requested.add(shard);
        failedShards.delete(shard);
        fetchJson<SearchShard>(shardPath(base.id, shard))
          .then((data) => engine.addShard(shard, data))
          .catch((error: unknown) => {
            requested.delete(shard);
            failedShards.add(shard);
            if (error instanceof NotServed) onOutdated();
          })
          .finally(() => {
            last = undefined;
            onChange();
          });
      }
    },
    failed: () => failedShards.size > 0,
    bodyText: (slug) => bodyText(bodyTextPath(base.id, slug)),
  };
}

const bodies = new Map<string, Promise<string>>();

/** Fetched once while it can be; a failed fetch is forgotten, so the next asks again. */
function bodyText(path: string): Promise<string> {
  let body = bodies.get(path);
  if (!body) {
    body = fetchJson<string>(path);
    body.catch(() => bodies.delete(path));
    bodies.set(path, body);
  }
  return body;
}
