import { describe, expect, it } from 'vitest';
import { allArticles, getArticle, listedArticles } from '@/content/articles';
import { EDITORIAL_ORDER } from '@/content/articles/editorialOrder';
import { inListingOrder } from '@/content/articles/listing';
import { loadArticle } from '@/content/articles/load';
import type { ArticleBody } from '@/content/articles/types';
import { articleText } from '@/features/resources/articleText.build';

/** The client's articles: the fixed article routes plus the slugs with a dedicated page (22 once de-duplicated). */
const CLIENT_SLUGS = [
  'first-party-third-party-audiences-better-together',
  'ai-health-advertising-regulatory-storm-2026',
  'redefining-precision-targeting',
  'navigating-new-rules-healthcare-advertising',
  'why-modeled-audiences-fail-rare-disease',
  'privacy-first-marketing-strategies',
  'red-clover-healthcare-advertising-podcast',
  'state-privacy-laws-supersede-hipaa',
  'privacy-is-the-new-performance',
  'surprise-consumer-expectations-are-now-a-legal-standard',
  'health-privacy-laws-all-over-the-map',
  'hipaa-isnt-the-only-law',
  'compliance-not-privacy',
  'what-is-data-broker-healthcare-advertising',
  'california-ai-regulations-healthcare-advertising',
  'uc-irvine-study-data-brokers-privacy',
  'target-pregnancy-prediction-health-advertising',
  'healthline-case-healthcare-marketers',
  'healthline-case-turning-point-health-advertising',
  'black-box-health-audiences-risk',
  'three-types-health-audience-data',
  'health-data-vendors-fail-basics',
];

/** The earlier, shorter Healthline piece stays online for the links already pointing at it, off the listing. */
const UNLISTED = 'healthline-case-turning-point-health-advertising';

const bodies = new Map<string, ArticleBody>();
for (const article of allArticles) bodies.set(article.slug, (await loadArticle(article.slug))!.body);

describe('article registry', () => {
  it('has a page for every slug the client lists (the collection grows: the company keeps publishing)', () => {
    expect(allArticles.map((a) => a.slug)).toEqual(expect.arrayContaining(CLIENT_SLUGS));
  });

  it('lists every article but the unlisted ones once, the client’s in its editorial order; one is reachable by URL only', () => {
    const listed = listedArticles.map((a) => a.slug);
    // The order itself is data, kept once (editorialOrder.ts); it names every listed article of the client's.
    expect([...EDITORIAL_ORDER].sort()).toEqual(CLIENT_SLUGS.filter((slug) => slug !== UNLISTED).sort());
    expect(listed.filter((slug) => CLIENT_SLUGS.includes(slug))).toEqual(EDITORIAL_ORDER);
    expect(listed).not.toContain(UNLISTED);
    expect(getArticle(UNLISTED)).toBeDefined();
    // Every article but the unlisted ones, each once.
    const expected = allArticles.filter((article) => !article.unlisted).map((article) => article.slug);
    expect([...listed].sort()).toEqual(expected.sort());
  });

  it('the listing runs: articles the editorial order does not name, newest first, then that order; unlisted ones left out', () => {
    const articles = [
      { slug: 'editorial-second', date: '2026-03-01' },
      { slug: 'new-older', date: '2024-01-01' },
      { slug: 'hidden', date: '2026-06-01', unlisted: true as const },
      { slug: 'editorial-first', date: '2025-01-01' },
      { slug: 'new-b', date: '2026-02-01' },
      { slug: 'new-a', date: '2026-02-01' },
      { slug: 'newest', date: '2026-05-01' },
    ];
    const editorialOrder = ['editorial-first', 'editorial-second', 'gone'];
    expect(inListingOrder(articles, editorialOrder).map((a) => a.slug)).toEqual([
      'newest',
      'new-a',
      'new-b',
      'new-older',
      'editorial-first',
      'editorial-second',
    ]);
  });

  it('an article page loads the same metadata the listing shows; unknown slugs load nothing', async () => {
    for (const article of allArticles) expect((await loadArticle(article.slug))?.meta).toEqual(article);
    expect(await loadArticle('no-such-article')).toBeUndefined();
  });

  it('the client’s written articles have at least 600 words, its podcast pages 400', () => {
    for (const article of allArticles.filter((a) => CLIENT_SLUGS.includes(a.slug))) {
      // The words a reader reads as prose: headings, paragraphs, lists, tables, quotes (as search reads them).
      const words = articleText(bodies.get(article.slug)!).readable.split(/\s+/).filter(Boolean).length;
      expect(words, article.slug).toBeGreaterThanOrEqual(article.kind === 'article' ? 600 : 400);
    }
  });

  it('states no unverified figure as fact ("52% responded on time" is not in the UC Irvine paper, arXiv:2506.21914)', () => {
    for (const [slug, body] of bodies) {
      // Every text of the body, captions, sources and links included.
      const text = JSON.stringify(body);
      expect(text, slug).not.toMatch(/52\s?%/);
      expect(text, slug).not.toMatch(/\b2003\b/);
      expect(text, slug).not.toMatch(/\b43\s?%/);
    }
  });

  it('links to a regulator PDF and a study PDF somewhere in the collection', () => {
    const text = JSON.stringify([...bodies.values()]);
    expect(text).toMatch(/"https:\/\/[^"]*govinfo\.gov\/[^"]+\.pdf"/);
    expect(text).toMatch(/"https:\/\/arxiv\.org\/pdf\//);
  });
});
