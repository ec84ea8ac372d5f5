import { listedArticles } from '@/content/articles';
import type { ArticleMeta } from '@/content/articles/types';
import { authors } from '@/content/authors';
import { listingPath, PAGE_SIZE, pageCountFor, pageDataPath, type ListingCard, type ListingPage } from './listing';

/** Build side of the listing (prerender and server render): the registry turned into pages and an index. */

/** What an article's card on the listing shows (and the search index holds): its public fields, the author by name. */
export function cardDataOf(article: ArticleMeta): ListingCard {
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    date: article.date,
    label: article.kind === 'podcast' ? 'Podcast' : article.topics[0],
    author: authors[article.author].name,
  };
}

export function listingPage(page: number, articles: readonly ArticleMeta[] = listedArticles): ListingPage | undefined {
  const pageCount = pageCountFor(articles.length);
  if (page < 1 || page > pageCount) return undefined;
  const cards = articles.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(cardDataOf);
  return { page, pageCount, cards };
}

/** Every listing page's path: /resources, then /resources/page/2 … */
export function listingPaths(articles: readonly ArticleMeta[] = listedArticles): string[] {
  return Array.from({ length: pageCountFor(articles.length) }, (_, index) => listingPath(index + 1));
}

/** The JSON files the build writes next to the pages: each page's cards (the search index is ./searchIndexData.build.ts). */
export function listingDataFiles(articles: readonly ArticleMeta[] = listedArticles): { path: string; json: string }[] {
  return Array.from({ length: pageCountFor(articles.length) }, (_, index) => ({
    path: pageDataPath(index + 1),
    json: JSON.stringify(listingPage(index + 1, articles)),
  }));
}
