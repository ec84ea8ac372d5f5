import { Helmet } from 'react-helmet-async';
import { useLocation } from 'react-router-dom';
import type { PagePath } from '@/config/pagePaths';
import { absoluteUrl, site } from '@/config/site';
import { socialImageAlt, socialImagePath, pageSocialImage, type SocialImage } from '@/lib/socialImage';

export interface SeoProps {
  /** Page title; the brand suffix is added. Omit for the default brand title. */
  title?: string;
  description?: string;
  /** Site path of the page; defaults to the current location. */
  path?: PagePath;
  /** Keep the page out of search results: adds robots noindex,nofollow and omits the canonical link. */
  noindex?: boolean;
  /** What the page's social image shows; defaults to the title and description. */
  card?: SocialImage;
}

export function pageTitle(title?: string): string {
  return title ? `${title}${site.metadata.titleSuffix}` : site.metadata.defaultTitle;
}

/** The one place a page's head tags are defined (every page sets its own title, description and path; the title ends in ' | {brand}'). */
export function Seo({ title, description, path, noindex = false, card }: SeoProps) {
  const location = useLocation();
  const fullTitle = pageTitle(title);
  const desc = description ?? site.metadata.defaultDescription;
  const pagePath = path ?? location.pathname;
  const url = absoluteUrl(pagePath);
  // The build draws a card for every indexable page; the others (404, errors) share the default one.
  const shown = noindex ? pageSocialImage() : (card ?? pageSocialImage(title, description));
  const image = absoluteUrl(noindex ? site.metadata.defaultImagePath : socialImagePath(pagePath));
  const alt = socialImageAlt(shown);

  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      {noindex ? <meta name="robots" content="noindex,nofollow" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={desc} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={alt} />
    </Helmet>
  );
}
