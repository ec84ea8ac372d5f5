import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bylineOf } from '@/content/authors';
import { waitFor } from '@testing-library/react';
import { sitePaths } from '@/app/paths';
import { staticPaths } from '@/app/pageLists';
import { routes } from '@/app/routes';
import { socialImages } from '@/app/socialImages.build';
import { site } from '@/config/site';
import { getArticle } from '@/content/articles';
import { articleSocialImage, articleKicker } from '@/lib/articleSocialImage';
import { socialImageAlt, socialImagePath, pageSocialImage } from '@/lib/socialImage';
import { listingPage } from '@/features/resources/listingData';
import { renderWithRouter } from '../renderWithRouter';
import { testArticleMeta } from '../support/articleMeta';

const article = testArticleMeta();

describe('social image data', () => {
  it('names each page’s card after its path', () => {
    expect(socialImagePath('/')).toBe('/og/index.png');
    expect(socialImagePath('/about')).toBe('/og/about.png');
    expect(socialImagePath('/resources/x')).toBe('/og/resources/x.png');
  });

  it('an article’s card shows its topics, title, date and author (the CEO with his title)', () => {
    const ceo = articleSocialImage(article, bylineOf(article.author));
    expect(ceo.kicker).toBe('Privacy · HIPAA');
    expect(ceo.title).toBe('A Test Article');
    expect(ceo.line).toMatch(/^October 22, 2025 · .+, .+$/);
    expect(articleSocialImage({ ...article, author: 'team' }, bylineOf('team')).line).toBe(
      'October 22, 2025 · Blueprint Audience Team',
    );
    expect(articleKicker({ ...article, kind: 'podcast' })).toBe('Podcast');
  });

  it('a static page’s card shows its title and description, or the brand’s defaults', () => {
    expect(pageSocialImage('About Us', 'About the company.')).toEqual({
      title: 'About Us',
      line: 'About the company.',
    });
    // The default card (og-image.png): the tagline the default title carries, and the default description.
    expect(pageSocialImage()).toEqual({
      title: 'Privacy-Safe Healthcare Audience Data',
      line: site.metadata.defaultDescription,
    });
    expect(site.metadata.defaultTitle).toBe('Blueprint | Privacy-Safe Healthcare Audience Data');
  });

  it('the build draws one card per indexable page, plus the default card', () => {
    const images = socialImages().map((item) => item.image);
    expect(new Set(images).size).toBe(images.length);
    expect(images.sort()).toEqual([site.metadata.defaultImagePath, ...sitePaths().map(socialImagePath)].sort());
  });

  it('the build draws each article’s card from its metadata', () => {
    const slug = 'target-pregnancy-prediction-health-advertising';
    const drawn = socialImages().find((item) => item.image === socialImagePath(`/resources/${slug}`));
    expect(drawn?.card).toEqual(articleSocialImage(getArticle(slug)!, bylineOf(getArticle(slug)!.author)));
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

  for (const path of staticPaths) {
    it(path, async () => {
      const drawn = socialImages().find((item) => item.image === socialImagePath(path));
      renderWithRouter(routes, { path });
      await waitFor(
        () =>
          expect(document.head.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toBe(
            socialImageAlt(drawn!.card),
          ),
        { timeout: 10_000 },
      );
    });
  }
});
