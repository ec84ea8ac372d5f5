/**
 * What an article page needs only when it renders on the client (a navigation from another page), not
 * over its prerendered HTML: the body loader, the block renderer and the byline. One chunk, loaded on
 * demand.
 */
import { loadArticle as loadArticleFrom } from '@/content/articles/load';
import { recoverable } from '@/lib/chunkRecovery';

export { Blocks } from '@/components/content/Blocks';
export { prefetchArticle } from '@/content/articles/load';
export { bylineOf } from '@/content/authors';

/** In the browser a body chunk a deploy removed reloads the page (lib/chunkRecovery) rather than failing. */
export const loadArticle = (slug: string) => loadArticleFrom(slug, recoverable);
