import { site } from '@/config/site';

/**
 * What a page's social image shows (the 1200x630 PNG that LinkedIn and others unfurl a link with).
 * The build draws it (tools/build/social-images/) and the page's <Seo> names it and describes it in
 * og:image:alt, both from this one value, so the alt text always says what the picture shows.
 */
export interface SocialImage {
  /** The small line above the title: an article's topics, 'Podcast'. */
  kicker?: string;
  title: string;
  /** Under the title: an article's date and author, or a page's one-line description. */
  line: string;
}

/** Where the build writes a page's card: '/' -> '/og/index.png', '/resources/x' -> '/og/resources/x.png'. */
export function socialImagePath(pagePath: string): string {
  return `/og${pagePath === '/' ? '/index' : pagePath}.png`;
}

/**
 * A static page's card: its title and its description. Without them it is the default card (the tagline
 * and the default description), which the pages without a card of their own (404, errors) share.
 */
export function pageSocialImage(title?: string, description?: string): SocialImage {
  return { title: title ?? site.metadata.tagline, line: description ?? site.metadata.defaultDescription };
}

/** og:image:alt: what the card shows, its title first. */
export function socialImageAlt({ kicker, title, line }: SocialImage): string {
  return [`${site.brand} card: “${title}”`, kicker, line].filter(Boolean).join(' — ');
}
