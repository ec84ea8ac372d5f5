import type { ArticleBody, ArticleMeta } from '@/content/articles/types';
import { bodyRuns, prerenderedRuns, type PrerenderedRun } from './bodyRuns';

/**
 * The data an article page hydrates from on its first load, written into its HTML by the prerender as a
 * JSON data block (not a script the browser runs, so the CSP is untouched). With it, hydration needs
 * neither the body's chunk nor the block renderer: only the metadata and the islands' props.
 */
export interface PrerenderedArticle {
  meta: ArticleMeta;
  runs: PrerenderedRun[];
}

const DATA_ID = 'article-data';

/** The data block for an article's prerendered page (tools/prerender.ts). */
export function articleDataBlock(meta: ArticleMeta, body: ArticleBody): string {
  const data: PrerenderedArticle = { meta, runs: prerenderedRuns(bodyRuns(body)) };
  // '<' escaped: no text in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${DATA_ID}">${json}</script>`;
}

/** Whether the page holds a prerendered article not yet hydrated (its data block is still there). */
export const awaitsHydration = (): boolean => typeof document !== 'undefined' && !!document.getElementById(DATA_ID);

/**
 * The prerendered article for `slug`, once: only the first render over the prerendered HTML may use it.
 * Any later visit (the DOM no longer holds that HTML) renders the body from its chunk.
 */
export function takePrerenderedArticle(slug: string): PrerenderedArticle | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(DATA_ID);
  if (!element) return undefined;
  element.remove();
  const data = JSON.parse(element.textContent ?? 'null') as PrerenderedArticle | null;
  return data?.meta.slug === slug ? data : undefined;
}
