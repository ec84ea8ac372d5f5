import { fetchBuildJson } from './fetchJson';
import type { Params } from 'react-router-dom';
import { pageDataPath, pageParam, type ListingPage } from './listing';

/** Pages fetched ahead of a visit (prefetch on intent), each used by the next visit to that page. */
const prefetched = new Map<number, Promise<ListingPage | undefined>>();

/** Ahead of a likely visit: no offline notice and no error for a failure, the visit simply fetches again. */
export function prefetchListingPage(page: number): Promise<unknown> {
  if (!prefetched.has(page)) {
    const data = fetch(pageDataPath(page))
      .then((response) => (response.ok ? (response.json() as Promise<ListingPage>) : undefined))
      .catch(() => undefined);
    prefetched.set(page, data);
  }
  return prefetched.get(page)!;
}

/** Prefetch on intent (app/prefetch.ts): the cards of the listing page a route's params name. */
export function prefetchListingRoute(params: Params): Promise<unknown> {
  const page = pageParam(params.page);
  return page === undefined ? Promise.resolve() : prefetchListingPage(page);
}

/** One page of cards for a client-side visit: the prefetched copy once, else a fetch that survives going offline. */
export async function loadListingPage(page: number): Promise<ListingPage | undefined> {
  const early = prefetched.get(page);
  prefetched.delete(page);
  return (await early) ?? (await fetchBuildJson<ListingPage>(pageDataPath(page)));
}
