import { site } from '@/config/site';
import { allArticles, articlePath } from '@/content/articles';
import { bylineOf } from '@/content/authors';
import privacyPolicy from '@/content/legal/privacy-policy';
import terms from '@/content/legal/terms';
import { aboutPage } from '@/content/pages/about';
import { contactPage } from '@/content/pages/contact';
import { dtcPage } from '@/content/pages/dtc';
import { homePage } from '@/content/pages/home';
import { privacyByDesignPage } from '@/content/pages/privacyByDesign';
import { privacyChoicesPage } from '@/content/pages/privacyChoices';
import { resourcesPage } from '@/content/pages/resources';
import type { PageMeta } from '@/content/pages/types';
import { listingPaths } from '@/features/resources/listingData';
import { listingPageMeta } from '@/features/resources/listingPageMeta';
import { articleCard } from '@/lib/articleCard';
import { cardImagePath, pageCard, type SocialCard } from '@/lib/socialCard';
import type { staticPaths } from './routes';

/** Each static route's title and description, from the modules its page reads them from. */
const staticPageMeta: Record<(typeof staticPaths)[number], PageMeta> = {
  '/': homePage,
  '/about': aboutPage,
  '/dtc-audiences': dtcPage,
  '/privacy-by-design': privacyByDesignPage,
  '/resources': resourcesPage,
  '/privacy': privacyPolicy,
  '/privacy-choices': privacyChoicesPage,
  '/terms': terms,
  '/contact': contactPage,
};

export interface CardToDraw {
  /** Site path of the PNG, e.g. '/og/about.png'. */
  image: string;
  card: SocialCard;
}

/**
 * Every card the build draws (tools/social-cards/): one per indexable page, from the same data the
 * page's <Seo> describes it with, plus the default card that the other pages share.
 */
export function socialCards(): CardToDraw[] {
  const pages = Object.entries(staticPageMeta).map(([path, meta]) => ({
    image: cardImagePath(path),
    card: pageCard(meta.title, meta.description),
  }));
  const articles = allArticles.map((article) => ({
    image: cardImagePath(articlePath(article.slug)),
    card: articleCard(article, bylineOf(article.author)),
  }));
  const laterListingPages = listingPaths()
    .slice(1)
    .map((path, index) => {
      const meta = listingPageMeta(index + 2);
      return { image: cardImagePath(path), card: pageCard(meta.title, meta.description) };
    });
  return [{ image: site.metadata.defaultImagePath, card: pageCard() }, ...pages, ...laterListingPages, ...articles];
}
