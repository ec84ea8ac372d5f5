import { fetchBuildJson } from './fetchJson';
import { pageDataPath, type ListingPage } from './listing';
import { takePrefetchedListingPage } from './listingPrefetch';

/** One page of cards for a client-side visit: the prefetched copy once, else a fetch that survives going offline. */
export async function loadListingPage(page: number): Promise<ListingPage | undefined> {
  return (await takePrefetchedListingPage(page)) ?? (await fetchBuildJson<ListingPage>(pageDataPath(page)));
}
