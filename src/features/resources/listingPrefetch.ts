import type { Params } from 'react-router-dom';
import { pageDataPath, pageParam, type ListingPage } from './listing';

/*
 * Kept apart from listingPageData.ts so the prefetcher's chunk (app/prefetch.ts) needs nothing else: with
 * the offline-aware fetch in its graph, the bundler split chunkRecovery out of the entry chunk, which added
 * 0.2 KB of first-load JavaScript to every route.
 */

/** Pages fetched ahead of a visit (prefetch on intent), each used by the next visit to that page. */
const prefetched = new Map<number, Promise<ListingPage | undefined>>();

/** Ahead of a likely visit: no offline notice and no error for a failure, the visit simply fetches again. */
function prefetchListingPage(page: number): Promise<unknown> {
  if (!prefetched.has(page)) {
    // No Referer: the page's address may carry the visitor's search words (?q=).
    const data = fetch(pageDataPath(page), { referrerPolicy: 'no-referrer' })
      .then((response) => (response.ok ? (response.json() as Promise<ListingPage>) : undefined))
      .catch(() => undefined);
    prefetched.set(page, data);
  }
  return prefetched.get(page)!;
}

/** Prefetch on intent: the cards of the listing page a route's params name. */
export function prefetchListingRoute(params: Params): Promise<unknown> {
  const page = pageParam(params.page);
  return page === undefined ? Promise.resolve() : prefetchListingPage(page);
}

/** The prefetched copy of a page's cards, once (undefined if none was fetched or it failed). */
export function takePrefetchedListingPage(page: number): Promise<ListingPage | undefined> | undefined {
  const early = prefetched.get(page);
  prefetched.delete(page);
  return early;
}
