import { EDITORIAL_ORDER } from './editorialOrder';
import type { ArticleMeta } from './types';

type Listable = Pick<ArticleMeta, 'slug' | 'date' | 'unlisted'>;

/**
 * The articles /resources lists: first those the editorial order does not name, newest first (a new
 * article leads the listing on the day it is published), then the editorial order's own, in its order.
 * An article marked `unlisted` is left out. Two new articles of the same day go by slug, so the order
 * never depends on the order the files were read in.
 */
export function inListingOrder<T extends Listable>(
  articles: readonly T[],
  editorialOrder: readonly string[] = EDITORIAL_ORDER,
): T[] {
  const rank = new Map(editorialOrder.map((slug, index) => [slug, index]));
  const listed = articles.filter((article) => !article.unlisted);
  const newest = listed
    .filter((article) => !rank.has(article.slug))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  const editorial = listed
    .filter((article) => rank.has(article.slug))
    .sort((a, b) => rank.get(a.slug)! - rank.get(b.slug)!);
  return [...newest, ...editorial];
}
