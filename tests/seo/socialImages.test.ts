import { describe, expect, it } from 'vitest';
import { bylineOf } from '@/content/authors';
import { sitePaths } from '@/app/paths';
import { staticPaths } from '@/app/pageLists';
import { socialImages } from '@/app/socialImages.build';
import { site } from '@/config/site';
import { allArticles } from '@/content/articles';
import { articleSocialImage, articleKicker } from '@/lib/articleSocialImage';
import { socialImageAlt, socialImagePath, pageSocialImage } from '@/lib/socialImage';
import { testArticleMeta } from '../support/articleMeta';
import { decodeEntities } from '../../tools/content/pageText';

const article = testArticleMeta();

describe('social image data', () => {
  // Each page's card is named after its path: e2e/built-site.spec.ts reads it from every built page.
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

  it('the build draws one card per indexable page, plus the default card, each article’s from its metadata', () => {
    const images = socialImages().map((item) => item.image);
    expect(new Set(images).size).toBe(images.length);
    expect(images.sort()).toEqual([site.metadata.defaultImagePath, ...sitePaths().map(socialImagePath)].sort());
    const drawn = new Map(socialImages().map((item) => [item.image, item.card]));
    for (const article of allArticles)
      expect(drawn.get(socialImagePath(`/resources/${article.slug}`))).toEqual(
        articleSocialImage(article, bylineOf(article.author)),
      );
  });
});

describe('every static page describes the card the build draws for it', () => {
  // As the prerender renders it: the page that link previews read.
  it.each(staticPaths)('%s', async (path) => {
    const { render } = await import('@/entry-server');
    const drawn = socialImages().find((item) => item.image === socialImagePath(path));
    const alt = /<meta property="og:image:alt" content="([^"]*)"/.exec((await render(path)).html)?.[1];
    expect(decodeEntities(alt ?? '')).toBe(socialImageAlt(drawn!.card));
  });
});
