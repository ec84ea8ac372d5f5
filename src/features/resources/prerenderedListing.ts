import type { ListingPage } from './listing';

/** The id of the JSON data block a prerendered listing page hydrates from (written by listingDataBlock). */
export const LISTING_DATA_ID = 'listing-data';

/** The data block for a prerendered listing page; '<' escaped so no text can close the script element. */
export function listingDataBlock(page: ListingPage): string {
  const json = JSON.stringify(page).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${LISTING_DATA_ID}">${json}</script>`;
}

/**
 * The prerendered page's cards, once: only the first render over the prerendered HTML may use them
 * (a later visit fetches its page's JSON).
 */
export function takePrerenderedListing(page: number): ListingPage | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(LISTING_DATA_ID);
  if (!element) return undefined;
  element.remove();
  const data = JSON.parse(element.textContent ?? 'null') as ListingPage | null;
  return data?.page === page ? data : undefined;
}
