import { inListingOrder } from './listing';
import type { ArticleMeta } from './types';

/**
 * The article registry: every article's metadata, for the listing, the sitemap and the feed.
 * An article page loads just its own metadata and body through ./load.ts. A folder name is a slug.
 */
const metaModules = import.meta.glob<ArticleMeta>('./*/meta.ts', { eager: true, import: 'default' });

const slugOf = (modulePath: string) => modulePath.split('/')[1];

const bySlug = new Map<string, ArticleMeta>(
  Object.entries(metaModules).map(([modulePath, meta]) => [slugOf(modulePath), meta]),
);

export function getArticle(slug: string): ArticleMeta | undefined {
  return bySlug.get(slug);
}

/** Every article with a page, listed or not. */
export const allArticles: ArticleMeta[] = [...bySlug.values()];

/** The listing, in editorial order. */
export const listedArticles: ArticleMeta[] = inListingOrder(allArticles);

export { articlePath } from './paths';
