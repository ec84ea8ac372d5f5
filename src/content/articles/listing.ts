import type { ArticleMeta } from './types';

/** The articles /resources lists, in editorial order: each one's own `order`, lowest first; 'unlisted' left out. */
export function inListingOrder<T extends Pick<ArticleMeta, 'order'>>(articles: readonly T[]): T[] {
  return articles
    .flatMap((article) => (article.order === 'unlisted' ? [] : [{ article, order: article.order }]))
    .sort((a, b) => a.order - b.order)
    .map(({ article }) => article);
}
