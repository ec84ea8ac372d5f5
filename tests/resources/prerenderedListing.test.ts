import { describe, expect, it } from 'vitest';
import { listingPage } from '@/features/resources/listingData';
import { LISTING_DATA_ID, listingDataBlock, takePrerenderedListing } from '@/features/resources/prerenderedListing';

describe('the listing’s data block', () => {
  it('round-trips a page once, and only for the page it was written for', () => {
    const page = listingPage(1)!;
    document.head.innerHTML = listingDataBlock({ ...page, cards: [{ ...page.cards[0], title: '</script><b>x' }] });
    expect(takePrerenderedListing(2)).toBeUndefined();
    document.head.innerHTML = listingDataBlock(page);
    expect(takePrerenderedListing(1)).toEqual(page);
    expect(document.getElementById(LISTING_DATA_ID)).toBeNull();
    expect(takePrerenderedListing(1)).toBeUndefined();
  });
});
