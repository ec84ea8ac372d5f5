import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bylineOf } from '@/content/authors';
import { waitFor } from '@testing-library/react';
import { sitePaths } from '@/app/paths';
import { staticPaths } from '@/app/pageLists';
import { routes } from '@/app/routes';
import { socialCards } from '@/app/socialCards';
import { site } from '@/config/site';
import { getArticle } from '@/content/articles';
import type { ArticleMeta } from '@/content/articles/types';
import { articleCard, articleKicker } from '@/lib/articleCard';
import { cardAlt, cardImagePath, pageCard } from '@/lib/socialCard';
import { listingPage } from '@/features/resources/listingData';
import { renderWithRouter } from '../renderWithRouter';

const article: ArticleMeta = {
  slug: 'a-test-article',
  title: 'A Test Article',
  summary: 'A summary.',
  date: '2025-10-22',
  dateStatus: { status: 'awaiting' },
  author: 'ceo',
  ceoReview: { status: 'awaiting' },
  topics: ['Privacy', 'HIPAA'],
  kind: 'article',
  order: 1,
};

describe('social card data', () => {
  it('names each page’s card after its path', () => {
    expect(cardImagePath('/')).toBe('/og/index.png');
    expect(cardImagePath('/about')).toBe('/og/about.png');
    expect(cardImagePath('/resources/x')).toBe('/og/resources/x.png');
  });

  it('an article’s card shows its topics, title, date and author (the CEO with his title)', () => {
    const ceo = articleCard(article, bylineOf(article.author));
    expect(ceo.kicker).toBe('Privacy · HIPAA');
    expect(ceo.title).toBe('A Test Article');
    expect(ceo.line).toMatch(/^October 22, 2025 · .+, .+$/);
    expect(articleCard({ ...article, author: 'team' }, bylineOf('team')).line).toBe(
      'October 22, 2025 · Blueprint Audience Team',
    );
    expect(articleKicker({ ...article, kind: 'podcast' })).toBe('Podcast');
  });

  it('a static page’s card shows its title and description, or the brand’s defaults', () => {
    expect(pageCard('About Us', 'About the company.')).toEqual({ title: 'About Us', line: 'About the company.' });
    // The default card (og-image.png): the tagline the default title carries, and the default description.
    expect(pageCard()).toEqual({
      title: 'Privacy-Safe Healthcare Audience Data',
      line: site.metadata.defaultDescription,
    });
    expect(site.metadata.defaultTitle).toBe('Blueprint | Privacy-Safe Healthcare Audience Data');
  });

  it('the build draws one card per indexable page, plus the default card', () => {
    const images = socialCards().map((item) => item.image);
    expect(new Set(images).size).toBe(images.length);
    expect(images.sort()).toEqual([site.metadata.defaultImagePath, ...sitePaths().map(cardImagePath)].sort());
  });

  it('the build draws each article’s card from its metadata', () => {
    const slug = 'target-pregnancy-prediction-health-advertising';
    const drawn = socialCards().find((item) => item.image === cardImagePath(`/resources/${slug}`));
    expect(drawn?.card).toEqual(articleCard(getArticle(slug)!, bylineOf(getArticle(slug)!.author)));
  });
});

describe('every static page describes the card the build draws for it', () => {
  // The listing's cards come from the JSON files the build writes next to the pages: serve them here.
  beforeEach(() => {
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const page = /\/resources\/page-data\/(\d+)\.json$/.exec(String(input))?.[1];
      if (!page) return realFetch(input, init);
      return Promise.resolve(
        new Response(JSON.stringify(listingPage(Number(page))), { headers: { 'content-type': 'application/json' } }),
      );
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  for (const path of staticPaths) {
    it(path, async () => {
      const drawn = socialCards().find((item) => item.image === cardImagePath(path));
      renderWithRouter(routes, { path });
      await waitFor(
        () =>
          expect(document.head.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toBe(
            cardAlt(drawn!.card),
          ),
        { timeout: 10_000 },
      );
    });
  }
});
