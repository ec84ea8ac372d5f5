/**
 * What an article page needs only when it renders on the client (a navigation from another page), not
 * over its prerendered HTML: the body loader, the block renderer and the byline. One chunk, loaded on
 * demand.
 */
export { Blocks } from '@/components/content/Blocks';
export { loadArticle, prefetchArticle } from '@/content/articles/load';
export { bylineOf } from '@/content/authors';
