import type { Page } from '@playwright/test';
import type { ListingPage } from '../../src/features/resources/listing';
import { expect, test } from '../support/fixtures';
import { visitWithPrefetcher } from '../support/prefetcher';
import { ERROR_VIEW, requestsTo, visit, watchConsole } from '../support/site';
import { translate } from '../support/translator';

/*
 * The listing beyond one page, on the integration tests' copy of the site with 60 articles (59 listed:
 * tests/support/siteExtensions.ts), so /resources has three pages of cards. Paging works without JavaScript; a search covers every page.
 */

const cards = (page: Page) => page.getByRole('list', { name: 'Articles' }).getByRole('article');
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

async function pageData(page: Page, n: number): Promise<ListingPage> {
  const response = await page.request.get(`/resources/page-data/${n}.json`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListingPage;
}

test('without JavaScript: 24 cards and real links to pages 2 and 3', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/resources');
  await expect(cards(page)).toHaveCount(24);
  await expect(pagination(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  const second = await pageData(page, 2);
  await pagination(page).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/resources\/page\/2$/);
  await expect(cards(page)).toHaveCount(24);
  await expect(cards(page).first().getByRole('heading')).toHaveText(second.cards[0].title);
  await expect(page).toHaveTitle(/^Resources — page 2 \|/);

  const third = await pageData(page, 3);
  await pagination(page).getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/\/resources\/page\/3$/);
  expect(third.cards.length).toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(third.cards.length);
  await expect(cards(page).last().getByRole('heading')).toHaveText(third.cards.at(-1)!.title);
  await expect(pagination(page).getByRole('link', { name: 'Next' })).toHaveCount(0);
  await context.close();
});

test('typing, key by key, finds an article past the first page; the index is fetched only once the search is used', async ({
  page,
}) => {
  const requests = requestsTo(page, /\/resources\/search-index\.json$/);
  await visit(page, '/resources');
  // The last generated article (they are new, so they come before the client's own), by its whole title.
  // Generated bodies recombine the same sentences, so others match too; the title match ranks first.
  const laterCards = [...(await pageData(page, 2)).cards, ...(await pageData(page, 3)).cards];
  const target = laterCards.findLast((card) => /part \d+$/.test(card.title))!;
  const words = target.title;
  expect(requests).toEqual([]);

  const search = page.getByRole('searchbox', { name: 'Search articles' });
  await search.focus();
  await expect.poll(() => requests.length).toBe(1);
  await search.pressSequentially(words);
  await expect(search).toHaveValue(words);
  await expect(cards(page).first().getByRole('heading')).toHaveText(target.title);
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(/^\d+ articles? found$/);
  await expect(pagination(page)).toHaveCount(0);
  expect(requests).toHaveLength(1);
});

test('a shared link with ?q= finds matches on every page, and Clear brings back the first page', async ({ page }) => {
  const target = (await pageData(page, 2)).cards[5];
  const words = /part \d+$/.exec(target.title)![0];
  await visit(page, `/resources?q=${encodeURIComponent(words)}`);
  await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue(words);
  // Full text: other articles may hold both words in their bodies; the title match ranks first.
  await expect(cards(page).getByRole('heading').first()).toHaveText(target.title);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(cards(page)).toHaveCount(24);
  await expect(pagination(page)).toBeVisible();
});

test('resting the pointer on a page link fetches that page’s cards before the click, which fetches none and lands on the new page', async ({
  page,
}) => {
  await visitWithPrefetcher(page, '/resources');
  const second = await pageData(page, 2);
  const data = requestsTo(page, /\.json$/);
  const link = pagination(page).getByRole('link', { name: 'Page 2' });
  await link.hover();
  await expect.poll(() => data).toContain('/resources/page-data/2.json');
  const beforeClick = data.length;
  await link.click();
  await expect(page).toHaveURL(/\/resources\/page\/2$/);
  await expect(cards(page)).toHaveCount(24);
  await expect(cards(page).first().getByRole('heading')).toHaveText(second.cards[0].title);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(data.slice(beforeClick)).toEqual([]);
});

test('a page past the last is the 404 page', async ({ page }) => {
  const response = await page.goto('/resources/page/9');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
});

test('translated (Chrome’s <font> wrapping, text replaced): paging lands on each page, and a search matching more than a page shows 24, then more on request, with the right count', async ({
  page,
}) => {
  const messages = watchConsole(page);
  await visit(page, '/resources');
  expect(await translate(page, 'replace')).toBeGreaterThan(20);
  await pagination(page).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/resources\/page\/2$/);
  await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  // Clicked without resting on the link first: the cards come with the click, not ahead of it.
  await expect(cards(page).first().getByRole('heading')).toHaveText((await pageData(page, 2)).cards[0].title);
  await pagination(page).getByRole('link', { name: 'Next' }).click();
  await expect(pagination(page).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  await pagination(page).getByRole('link', { name: 'Previous' }).click();
  await pagination(page).getByRole('link', { name: 'Page 1' }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(cards(page)).toHaveCount(24);

  await page.getByRole('searchbox', { name: 'Search articles' }).fill('part');
  const status = page.getByRole('status').filter({ hasText: 'found' });
  await expect(status).toHaveText(/^\d+ articles found$/);
  const total = Number(/^\d+/.exec((await status.textContent())!)![0]);
  await expect(cards(page)).toHaveCount(24);
  const more = page.getByRole('button', { name: /Show more results/ });
  await expect(more).toHaveText(`Show more results (${total - 24} more)`);
  await more.click();
  await expect(cards(page)).toHaveCount(Math.min(total, 48));
  if (total > 48) await expect(more).toHaveText(`Show more results (${total - 48} more)`);
  await expect(page.getByText(ERROR_VIEW)).toHaveCount(0);
  expect(messages).toEqual([]);
});
