import { dataBlockHtml, takeDataBlock } from '@/lib/dataBlock';
import type { ListingPage } from './listing';

/** The id of the JSON data block a prerendered listing page hydrates from. */
export const LISTING_DATA_ID = 'listing-data';

/** The data block for a prerendered listing page (written at build time, src/entry-server.tsx). */
export const listingDataBlock = (page: ListingPage): string => dataBlockHtml(LISTING_DATA_ID, page);

/**
 * The prerendered page's cards, once: only the first render over the prerendered HTML may use them
 * (a later visit fetches its page's JSON).
 */
export const takePrerenderedListing = (page: number): ListingPage | undefined =>
  takeDataBlock<ListingPage>(LISTING_DATA_ID, (data) => data.page === page);
