import type { ArticleMeta } from './types';

/** What of an article awaits the company: a date we chose, and our prose under the CEO's name until he has reviewed it. */
export function articleAwaits(article: ArticleMeta): { date: boolean; byline: boolean } {
  return {
    date: article.dateStatus?.status === 'awaiting',
    byline: article.author === 'ceo' && article.ceoReview.status === 'awaiting',
  };
}
