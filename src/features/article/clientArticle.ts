/**
 * What an article page needs only when it renders on the client (a navigation from another page), not
 * over its prerendered HTML: the body loader and the block renderer. One chunk, loaded on demand.
 */
export { Blocks } from '@/components/content/Blocks';
export { loadArticle, prefetchArticle } from '@/content/articles/load';
