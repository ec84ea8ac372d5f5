/**
 * The search as the listing uses it, loaded (with the index's base) on the box's first focus or
 * keystroke: never part of a page's first load.
 */
import { createElement, startTransition, useEffect, useState, type ReactNode } from 'react';
import { nextTask } from '@/lib/nextTask';
import { prepareCard, SearchEngine, type PreparedCard, type SearchResult } from './engine';
import { CardExcerpt } from '../ArticleCard';
import { excerpt, highlight } from './highlight';
import {
  bodyTextPath,
  INDEX_FORMAT,
  SEARCH_INDEX_PATH,
  shardPath,
  type SearchBase,
  type SearchDoc,
  type SearchShard,
} from './indexFormat';

export interface PresentedHit {
  doc: SearchDoc;
  title: ReactNode;
  summary: ReactNode;
  author: ReactNode;
  /** When nothing the card shows matched: a line of the article's text with the matched words. */
  excerpt?: ReactNode;
}

export interface SearchSession {
  search(query: string): SearchResult;
  /** Fetches the shards a result named as missing; the session's listener hears when they arrive. */
  load(shards: readonly number[]): void;
  /** Whether a shard could not be fetched (then the next `load` tries again). */
  failed(): boolean;
  present(hit: SearchResult['hits'][number], result: SearchResult): PresentedHit;
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
export async function openSearch(onChange: () => void, onOutdated: () => void): Promise<SearchSession> {
  const base = await fetchJson<SearchBase>(SEARCH_INDEX_PATH);
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
  let last: { query: string; result: SearchResult } | undefined;

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
    present(hit, result) {
      return {
        doc: hit.doc,
        title: highlight(hit.doc.title, result.isMatch),
        summary: highlight(hit.doc.summary, result.isMatch),
        author: highlight(hit.doc.author, result.isMatch),
        excerpt: hit.inCard
          ? undefined
          : createElement(BodyExcerpt, { path: bodyTextPath(base.id, hit.doc.slug), isMatch: result.isMatch }),
      };
    },
  };
}

const bodies = new Map<string, Promise<string>>();

function bodyText(path: string): Promise<string> {
  let body = bodies.get(path);
  if (!body) {
    body = fetchJson<string>(path);
    body.catch(() => bodies.delete(path));
    bodies.set(path, body);
  }
  return body;
}

/** The excerpt, once the article's text has arrived; nothing before it, nor when no line holds a matched word. */
function BodyExcerpt({ path, isMatch }: { path: string; isMatch: (folded: string) => boolean }) {
  const [body, setBody] = useState<{ path: string; text: string }>();
  useEffect(() => {
    let current = true;
    bodyText(path).then(
      // Finding the line is a scan of the whole text: as a transition, the cards' excerpts render a card
      // at a time, between the visitor's keystrokes, rather than all at once ahead of them.
      (text) => current && startTransition(() => setBody({ path, text })),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [path]);
  const line = body?.path === path ? excerpt(body.text, isMatch) : undefined;
  return line ? createElement(CardExcerpt, null, line) : null;
}
