/**
 * The /resources listing as data: what a card shows, one page of cards, and where each page lives. Client-safe and small: the listing's first load carries one page of cards, never
 * the whole collection (the build writes the rest as JSON; see listingData.ts).
 */

import type { PagePath } from '@/config/pagePaths';

/** Cards per listing page: more than the client's 21 articles (docs/requirements.md), so today the listing is one page. */
export const PAGE_SIZE = 24;

/** What an article card shows, and what search reads. */
export interface ListingCard {
  slug: string;
  title: string;
  summary: string;
  date: string;
  /** The kicker: 'Podcast' for an episode, else the first topic. */
  label: string;
  author: string;
}

/** What the search index holds of an article: its card, and its topics, which search reads too. */
export interface SearchCard extends ListingCard {
  topics: string[];
}

export interface ListingPage {
  page: number;
  pageCount: number;
  cards: ListingCard[];
}

export const pageDataPath = (page: number): string => `/resources/page-data/${page}.json`;

/** Page 1 is /resources itself; later pages are /resources/page/N. */
export const listingPath = (page: number): PagePath => (page === 1 ? '/resources' : `/resources/page/${page}`);

export const pageCountFor = (total: number): number => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** The page number in a listing URL's :page parameter, or undefined if it names no listing page (/page/1 included). */
export function pageParam(value: string | undefined): number | undefined {
  if (value === undefined) return 1;
  if (!/^[1-9]\d*$/.test(value)) return undefined;
  const page = Number(value);
  return page >= 2 ? page : undefined;
}
