import type { PagePath } from '@/config/pagePaths';
import { absoluteUrl, site } from '@/config/site';
import { articlePath } from '@/content/articles/paths';
import type { ArticleMeta } from '@/content/articles/types';
import { authors } from '@/content/authors';
import { socialImagePath } from '@/lib/socialImage';

/**
 * schema.org JSON-LD for the prerendered pages. Search engines read it from the first HTML response,
 * so it is written into <head> at build time and costs the client nothing.
 */
export function organizationLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${absoluteUrl('/')}#organization`,
    name: site.brand,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/logo.png'),
    sameAs: [site.linkedinUrl],
  };
}

export function articleLd(article: ArticleMeta) {
  const url = absoluteUrl(articlePath(article.slug));
  const author = authors[article.author];
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    datePublished: article.date,
    author:
      article.author === 'team'
        ? { '@type': 'Organization', name: author.name, url: absoluteUrl('/') }
        : { '@type': 'Person', name: author.name, jobTitle: author.title },
    publisher: {
      '@type': 'Organization',
      name: site.brand,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/logo.png') },
    },
    image: absoluteUrl(socialImagePath(articlePath(article.slug))),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}

export function breadcrumbLd(article: ArticleMeta) {
  const crumbs: { name: string; path: PagePath }[] = [
    { name: 'Home', path: '/' },
    { name: 'Resources', path: '/resources' },
    { name: article.title, path: articlePath(article.slug) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** The JSON-LD objects for a site path. */
export function structuredDataFor(path: string, article?: ArticleMeta): object[] {
  return article && path === articlePath(article.slug)
    ? [organizationLd(), articleLd(article), breadcrumbLd(article)]
    : [organizationLd()];
}

/** A JSON-LD data block; '<' is escaped so no text can close the script element. */
export function jsonLdScript(data: object): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
