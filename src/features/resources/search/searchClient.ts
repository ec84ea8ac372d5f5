/**
 * The search as the listing uses it, loaded (with the index's base) on the box's first focus or
 * keystroke: never part of a page's first load.
 */
import { createElement, useEffect, useState, type ReactNode } from 'react';
import { nextTask } from '@/lib/nextTask';
import { SearchEngine, type SearchResult } from './engine';
import { CardExcerpt } from '../ArticleCard';
import { excerpt, highlight } from './highlight';
import {
  bodyTextPath,
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

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function openSearch(onChange: () => void): Promise<SearchSession> {
  const base = await fetchJson<SearchBase>(SEARCH_INDEX_PATH);
  // Reading the index and setting up the engine are each a long task with a thousand articles: in two
  // tasks, a keystroke in between is handled between them rather than after both.
  await nextTask();
  const engine = new SearchEngine(base);
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
        fetchJson<SearchShard>(shardPath(shard))
          .then((data) => engine.addShard(shard, data))
          .catch(() => {
            requested.delete(shard);
            failedShards.add(shard);
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
        excerpt: hit.inCard ? undefined : createElement(BodyExcerpt, { slug: hit.doc.slug, isMatch: result.isMatch }),
      };
    },
  };
}

const bodies = new Map<string, Promise<string>>();

function bodyText(slug: string): Promise<string> {
  let body = bodies.get(slug);
  if (!body) {
    body = fetchJson<string>(bodyTextPath(slug));
    body.catch(() => bodies.delete(slug));
    bodies.set(slug, body);
  }
  return body;
}

/** The excerpt, once the article's text has arrived; nothing before it, nor when no line holds a matched word. */
function BodyExcerpt({ slug, isMatch }: { slug: string; isMatch: (folded: string) => boolean }) {
  const [body, setBody] = useState<{ slug: string; text: string }>();
  useEffect(() => {
    let current = true;
    bodyText(slug).then(
      (text) => current && setBody({ slug, text }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [slug]);
  const line = body?.slug === slug ? excerpt(body.text, isMatch) : undefined;
  return line ? createElement(CardExcerpt, null, line) : null;
}
