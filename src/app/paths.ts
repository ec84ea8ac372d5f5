import { allArticles, articlePath } from '@/content/articles';
import { staticPaths } from './routes';

/** Every indexable path of the site: the router's static pages plus one page per article. */
export function sitePaths(): string[] {
  return [...staticPaths, ...allArticles.map((article) => articlePath(article.slug))];
}
