import { site } from '@/config/site';
import { allArticles, articlePath } from '@/content/articles';
import { bylineOf } from '@/content/authors';
import type { PageMeta } from '@/content/pages/types';
import { listingPaths } from '@/features/resources/listingData';
import { listingPageMeta } from '@/features/resources/listingPageMeta';
import { articleSocialImage } from '@/lib/articleSocialImage';
import { socialImagePath, pageSocialImage, type SocialImage } from '@/lib/socialImage';
import { staticPages } from './pageLists';
import { pageFile } from './pageTable';

/**
 * Each static page's title and description: the `meta` its module exports, the object its <Seo> reads.
 * Read eagerly here, which only the build does (this module is the server entry's, never the browser's).
 */
const pageModules = import.meta.glob<{ meta?: PageMeta }>('/src/pages/*.tsx', { eager: true });

function staticPageMeta(): [path: string, meta: PageMeta][] {
  return staticPages.map((page) => {
    const meta = pageModules[`/${pageFile(page.module)}`]?.meta;
    if (!meta) throw new Error(`${pageFile(page.module)} must export its title and description as \`meta\`.`);
    return [page.path, meta];
  });
}

export interface SocialImageToDraw {
  /** Site path of the PNG, e.g. '/og/about.png'. */
  image: string;
  card: SocialImage;
}

/**
 * Every card the build draws (tools/build/social-images/): one per indexable page, from the same data the
 * page's <Seo> describes it with, plus the default card that the other pages share.
 */
export function socialImages(): SocialImageToDraw[] {
  const pages = staticPageMeta().map(([path, meta]) => ({
    image: socialImagePath(path),
    card: pageSocialImage(meta.title, meta.description),
  }));
  const articles = allArticles.map((article) => ({
    image: socialImagePath(articlePath(article.slug)),
    card: articleSocialImage(article, bylineOf(article.author)),
  }));
  const laterListingPages = listingPaths()
    .slice(1)
    .map((path, index) => {
      const meta = listingPageMeta(index + 2);
      return { image: socialImagePath(path), card: pageSocialImage(meta.title, meta.description) };
    });
  return [
    { image: site.metadata.defaultImagePath, card: pageSocialImage() },
    ...pages,
    ...laterListingPages,
    ...articles,
  ];
}
