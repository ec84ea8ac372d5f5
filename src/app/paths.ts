import { allArticles, articlePath } from '@/content/articles';
import { listingPaths } from '@/features/resources/listingData';
import { staticPaths } from './pageLists';

/** Every indexable path of the site: the router's static pages, the listing's later pages, one page per article. */
export function sitePaths(): string[] {
  const laterListingPages = listingPaths().slice(1);
  return [...staticPaths, ...laterListingPages, ...allArticles.map((article) => articlePath(article.slug))];
}
