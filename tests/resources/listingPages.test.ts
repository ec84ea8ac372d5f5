import { describe, expect, it } from 'vitest';
import { listedArticles } from '@/content/articles';
import type { ArticleMeta } from '@/content/articles/types';
import { listingPath, PAGE_SIZE, pageCountFor, pageParam, type ListingPage } from '@/features/resources/listing';
import { listingDataFiles, listingPage, listingPaths } from '@/features/resources/listingData';
import { listingPageMeta } from '@/features/resources/listingPageMeta';
import { pageWindow } from '@/features/resources/Pagination';
import { searchStatus } from '@/features/resources/ResourceSearch';

/** n articles: the real ones repeated under new slugs, enough to fill several pages. */
const manyArticles = (n: number): ArticleMeta[] =>
  Array.from({ length: n }, (_, i) => ({ ...listedArticles[i % listedArticles.length], slug: `article-${i + 1}` }));

describe('listing pages', () => {
  it('one page up to 24 articles, then a page per 24', () => {
    expect(PAGE_SIZE).toBe(24);
    expect([0, 1, 24, 25, 48, 49, 1000].map(pageCountFor)).toEqual([1, 1, 1, 2, 2, 3, 42]);
  });

  it('page 1 is /resources, later pages /resources/page/N; /page/1 and anything else name no page', () => {
    expect(listingPath(1)).toBe('/resources');
    expect(listingPath(3)).toBe('/resources/page/3');
    expect(pageParam(undefined)).toBe(1);
    expect(pageParam('2')).toBe(2);
    expect(['1', '0', '02', '-2', '2a', ''].map(pageParam)).toEqual(Array(6).fill(undefined));
  });

  it('the site’s own collection: its pages hold every listed article once, in listing order', () => {
    const pageCount = pageCountFor(listedArticles.length);
    expect(listingPaths()).toHaveLength(pageCount);
    const pages = listingPaths().map((_, index) => listingPage(index + 1)!);
    expect(pages.every((page) => page.pageCount === pageCount)).toBe(true);
    expect(pages.flatMap((page) => page.cards.map((card) => card.slug))).toEqual(
      listedArticles.map((article) => article.slug),
    );
  });

  it.each([
    [PAGE_SIZE, ['/resources'], PAGE_SIZE],
    [59, ['/resources', '/resources/page/2', '/resources/page/3'], 11],
  ])('splits %i articles in listing order into %j, the last page holding %i, nothing past it', (n, paths, last) => {
    const articles = manyArticles(n);
    expect(listingPaths(articles)).toEqual(paths);
    const pages = paths.map((_, index) => listingPage(index + 1, articles)!);
    expect(pages.flatMap((page) => page.cards.map((card) => card.slug))).toEqual(articles.map((a) => a.slug));
    expect(pages.at(-1)!.cards).toHaveLength(last);
    expect(listingPage(paths.length + 1, articles)).toBeUndefined();
  });

  it('writes each page’s cards, nothing more (the search index has files of its own)', () => {
    const articles = manyArticles(30);
    const files = listingDataFiles(articles);
    expect(files.map((file) => file.path)).toEqual(['/resources/page-data/1.json', '/resources/page-data/2.json']);
    expect((JSON.parse(files[1].json) as ListingPage).cards.map((card) => card.slug)).toEqual(
      articles.slice(24).map((article) => article.slug),
    );
  });

  it('later pages are numbered in their title; page 1 keeps the client’s', () => {
    expect(listingPageMeta(1).title).toBe('Resources');
    expect(listingPageMeta(2).title).toBe('Resources — page 2');
  });
});

describe('pagination window', () => {
  it('shows the first, the last, the current page and its neighbours, with gaps', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageWindow(5, 42)).toEqual([1, null, 4, 5, 6, null, 42]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(42, 42)).toEqual([1, null, 41, 42]);
  });
});

describe('search status', () => {
  it('says nothing without a search, the count once complete, and why it is not final otherwise', () => {
    expect(searchStatus('  ', 3, 'complete')).toBe('');
    expect(searchStatus('ai', 1, 'complete')).toBe('1 article found');
    expect(searchStatus('ai', 7, 'complete')).toBe('7 articles found');
    expect(searchStatus('ai', 7, 'loading')).toBe('Searching every article…');
    expect(searchStatus('ai', 2, 'failed')).toMatch(
      /^2 articles found on this page\. The other pages and the articles’ full text could not be searched/,
    );
  });
});
