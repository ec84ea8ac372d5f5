/**
 * What an article page needs only when it renders on the client (a navigation from another page), not
 * over its prerendered HTML: the body loader, the body's runs, the block renderer and the byline. One
 * chunk, loaded on demand.
 */
import { loadArticle as loadArticleFrom, prefetchArticle as prefetchArticleFrom } from '@/content/articles/load';
import { recoverable } from '@/lib/chunkRecovery';
import { importOnce } from '@/lib/importOnce';
import { loadPlayerFor } from '@/components/content/podcastPlayerLoader';
import type { ArticleMeta } from '@/content/articles/types';
import { bylineOf, type Byline } from '@/content/authors';
import { bodyRuns, type BodyRun } from './bodyRuns';

export { RenderedBody } from './RenderedBody';

type Load<T> = () => Promise<T>;

/** Each body's import, once (lib/importOnce): a body the prefetch brought is awaited, not imported again. */
const bodyImports = new Map<Load<unknown>, Load<unknown>>();
function bodyImport<T>(load: Load<T>): Load<T> {
  if (!bodyImports.has(load)) bodyImports.set(load, importOnce(load));
  return bodyImports.get(load) as Load<T>;
}

/** In the browser a body chunk a deploy removed reloads the page (lib/chunkRecovery) rather than failing. */
export const loadArticle = (slug: string) => loadArticleFrom(slug, (load) => recoverable(bodyImport(load)));
export const prefetchArticle = (slug: string) => prefetchArticleFrom(slug, bodyImport);

/** What an article page renders from the body's chunk (a first load hydrates from a PrerenderedArticle). */
export interface RenderedArticle {
  meta: ArticleMeta;
  byline: Byline;
  runs: BodyRun[];
}

/** The article the route's loader hands the page on a client-side visit (and to the prerender), with its player. */
export async function loadRenderedArticle(slug: string): Promise<RenderedArticle | null> {
  const article = await loadArticle(slug);
  if (!article) return null;
  await loadPlayerFor(article.body);
  return { meta: article.meta, byline: bylineOf(article.meta.author), runs: bodyRuns(article.body) };
}
