import { inListingOrder } from './listing';
import type { ArticleDetails, ArticleMeta } from './types';

/**
 * The article registry: every article's metadata, for the listing, the sitemap and the feed.
 * An article page loads just its own metadata and body through ./load.ts. A folder name is a slug.
 */
const metaModules = import.meta.glob<ArticleDetails>('./*/meta.ts', { eager: true, import: 'default' });

const slugOf = (modulePath: string) => modulePath.split('/')[1];

const bySlug = new Map<string, ArticleMeta>(
  Object.entries(metaModules).map(([modulePath, details]) => {
    const slug = slugOf(modulePath);
    return [slug, { slug, ...details }];
  }),
);

export function getArticle(slug: string): ArticleMeta | undefined {
  return bySlug.get(slug);
}

/** Every article with a page, listed or not. */
export const allArticles: ArticleMeta[] = [...bySlug.values()];

/** The listing: new articles newest first, then the client's editorial order (./listing.ts). */
export const listedArticles: ArticleMeta[] = inListingOrder(allArticles);

export { articlePath } from './paths';
