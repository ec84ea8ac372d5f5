import { takeDataBlock } from '@/lib/dataBlock';
import type { ArticleMeta } from '@/content/articles/types';
import type { PrerenderedRun } from './bodyRuns';
import type { Byline } from '@/content/authors';

/**
 * The data an article page hydrates from on its first load, written into its HTML by the prerender as a
 * JSON data block (not a script the browser runs, so the CSP is untouched). With it, hydration needs
 * neither the body's chunk nor the block renderer: only the metadata and the islands' props.
 */
export interface PrerenderedArticle {
  meta: ArticleMeta;
  byline: Byline;
  runs: PrerenderedRun[];
}

/** The id of the data block (written by articleDataBlock.build.ts at build time). */
export const ARTICLE_DATA_ID = 'article-data';

/** Whether the page holds a prerendered article not yet hydrated (its data block is still there). */
export const awaitsHydration = (): boolean =>
  typeof document !== 'undefined' && !!document.getElementById(ARTICLE_DATA_ID);

/**
 * The prerendered article for `slug`, once: only the first render over the prerendered HTML may use it.
 * Any later visit (the DOM no longer holds that HTML) renders the body from its chunk.
 */
export const takePrerenderedArticle = (slug: string): PrerenderedArticle | undefined =>
  takeDataBlock<PrerenderedArticle>(ARTICLE_DATA_ID, (data) => data.meta.slug === slug);
