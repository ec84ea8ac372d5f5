import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bylineOf } from '@/content/authors';
import { allArticles } from '@/content/articles';
import { TITLE_MAX } from '@/content/articles/rules';
import { TOPICS } from '@/content/articles/types';
import { articleSocialImage } from '@/lib/articleSocialImage';
import type { SocialImage } from '@/lib/socialImage';
import { fitTitleSize } from '../../tools/build/social-images/drawSocialImage';
import { TITLE_SIZES } from '../../tools/build/social-images/SocialImageLayout';
import { displayHost, writeSocialImages } from '../../tools/build/social-images/writeSocialImages';
import { imageSize } from '../../tools/content/imageSize';

const longest = [...allArticles].sort((a, b) => b.title.length - a.title.length)[0];
const shortCard: SocialImage = { title: 'Short', line: 'One line.' };

describe('drawing a card (satori + resvg, no browser)', () => {
  it('wraps, then shrinks: a short title keeps the largest size, a much longer one gets smaller', async () => {
    expect(await fitTitleSize(shortCard)).toBe(TITLE_SIZES[0]);
    const long = {
      ...articleSocialImage(longest, bylineOf(longest.author)),
      title: `${longest.title}: ${longest.title}`,
    };
    expect(await fitTitleSize(long)).toBeLessThan(
      await fitTitleSize(articleSocialImage(longest, bylineOf(longest.author))),
    );
  });

  it('fits anything the content check accepts: a title of the longest allowed length in wide letters, every topic, the CEO', async () => {
    const widest = 'MWMWMWMW '.repeat(10).slice(0, TITLE_MAX).trim();
    const ceoArticle = allArticles.find((article) => article.author === 'ceo')!;
    const worst = articleSocialImage(
      {
        ...ceoArticle,
        title: widest,
        topics: [...TOPICS],
        kind: 'article',
        date: '2025-09-30',
      },
      bylineOf('ceo'),
    );
    expect(worst.title).toHaveLength(TITLE_MAX);
    expect(TITLE_SIZES).toContain(await fitTitleSize(worst));
  });

  it('shows the host as people say it', () => {
    expect(displayHost('https://www.blueprintaudiences.com')).toBe('blueprintaudiences.com');
    expect(displayHost('https://staging.example.org')).toBe('staging.example.org');
  });
});

// Each call starts a pool of drawing threads that load satori, resvg and the fonts: seconds on a loaded machine.
describe('the build step', { timeout: 90_000 }, () => {
  it('writes each card where its page names it and redraws only cards whose inputs changed', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'cards-dist-'));
    const cacheDir = mkdtempSync(join(tmpdir(), 'cards-cache-'));
    const cards = [
      { image: '/og-image.png', card: shortCard },
      { image: '/og/resources/a.png', card: { ...shortCard, title: 'A' } },
    ];
    const site = 'https://www.example.com';

    expect((await writeSocialImages(dist, cards, site, { cacheDir })).drawn).toBe(2);
    // Read as the content check reads an article's image: undefined for a file that is not a PNG.
    expect(imageSize('a.png', readFileSync(join(dist, 'og/resources/a.png')))).toEqual({ width: 1200, height: 630 });
    expect(imageSize('logo.png', readFileSync(join(dist, 'logo.png')))).toEqual({ width: 512, height: 512 });

    expect((await writeSocialImages(dist, cards, site, { cacheDir })).drawn).toBe(0);

    const edited = [cards[0], { ...cards[1], card: { ...shortCard, title: 'B' } }];
    expect((await writeSocialImages(dist, edited, site, { cacheDir })).drawn).toBe(1);
    // A different site host is a different picture.
    expect((await writeSocialImages(dist, edited, 'https://staging.example.com', { cacheDir })).drawn).toBe(2);
    // The cache keeps only what the last build used.
    expect(readdirSync(cacheDir)).toHaveLength(2);
  });

  it('stops the build with the reason when a card cannot be drawn (its words do not fit even at the smallest size: never clipped), on whichever thread drew it', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'cards-dist-'));
    const cacheDir = mkdtempSync(join(tmpdir(), 'cards-cache-'));
    const cards = [
      { image: '/og/resources/fits.png', card: shortCard },
      { image: '/og/resources/too-long.png', card: { title: 'Far too long. '.repeat(60), line: 'x' } },
    ];
    await expect(writeSocialImages(dist, cards, 'https://www.example.com', { cacheDir })).rejects.toThrow(
      /does not fit even with a \d+px title/,
    );
    expect(readdirSync(cacheDir).filter((file) => file.endsWith('.partial'))).toEqual([]);
  });
});
