import { describe, expect, it } from 'vitest';
import { articleLd, breadcrumbLd, organizationLd, structuredDataFor } from '@/lib/structuredData.build';
import { rssFeed } from '@/lib/rss.build';
import type { ArticleMeta } from '@/content/articles/types';
import { SITE_URL, site } from '@/config/site';
import { testArticleMeta } from '../support/articleMeta';

const article = testArticleMeta({
  title: 'Groups & <People>',
  summary: 'A summary with “quotes” & ampersands.',
});
const older: ArticleMeta = { ...article, slug: 'older', title: 'Older', date: '2025-06-04', author: 'team' };

describe('JSON-LD', () => {
  it('Organization has name, url, logo and sameAs', () => {
    expect(organizationLd()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.brand,
      url: `${SITE_URL}/`,
      logo: `${SITE_URL}/logo.png`,
      sameAs: [site.linkedinUrl],
    });
  });

  it('Article has headline, description, datePublished, author, publisher, image, mainEntityOfPage', () => {
    const ld = articleLd(article);
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: article.title,
      description: article.summary,
      datePublished: '2025-10-22',
      author: { '@type': 'Person' },
      publisher: { '@type': 'Organization', name: site.brand },
      image: `${SITE_URL}/og/resources/a-test-article.png`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE_URL}/resources/a-test-article` },
    });
    expect(articleLd(older).author).toMatchObject({ '@type': 'Organization' });
  });

  it('BreadcrumbList goes Home > Resources > the article', () => {
    expect(breadcrumbLd(article).itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'Home', `${SITE_URL}/`],
      [2, 'Resources', `${SITE_URL}/resources`],
      [3, article.title, `${SITE_URL}/resources/a-test-article`],
    ]);
  });

  it('article pages get all three, other pages the Organization only', () => {
    expect(structuredDataFor('/resources/a-test-article', article)).toHaveLength(3);
    expect(structuredDataFor('/about')).toEqual([organizationLd()]);
  });
});

describe('RSS feed', () => {
  const xml = rssFeed([older, article]);
  const doc = new DOMParser().parseFromString(xml, 'application/xml');

  it('is well-formed RSS 2.0 with the required channel fields', () => {
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.querySelector('channel')!;
    expect(channel.querySelector(':scope > title')?.textContent).toBe('Blueprint Resources');
    expect(channel.querySelector(':scope > link')?.textContent).toBe(`${SITE_URL}/resources`);
    expect(channel.querySelector(':scope > description')?.textContent).toBeTruthy();
  });

  it('lists items newest first with absolute links, dates and summaries', () => {
    const items = [...doc.querySelectorAll('item')];
    expect(items.map((item) => item.querySelector('title')?.textContent)).toEqual(['Groups & <People>', 'Older']);
    expect(items[0].querySelector('link')?.textContent).toBe(`${SITE_URL}/resources/a-test-article`);
    expect(items[0].querySelector('description')?.textContent).toBe(article.summary);
    expect(new Date(items[0].querySelector('pubDate')!.textContent!).toISOString().slice(0, 10)).toBe('2025-10-22');
  });

  it('gives every item its own social image as Media RSS content', () => {
    const cards = [...doc.querySelectorAll('item')].map((item) => {
      const media = item.getElementsByTagNameNS('http://search.yahoo.com/mrss/', 'content')[0];
      return [media?.getAttribute('url'), media?.getAttribute('type'), media?.getAttribute('width')];
    });
    expect(cards).toEqual([
      [`${SITE_URL}/og/resources/a-test-article.png`, 'image/png', '1200'],
      [`${SITE_URL}/og/resources/older.png`, 'image/png', '1200'],
    ]);
  });
});
