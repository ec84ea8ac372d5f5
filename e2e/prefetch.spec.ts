import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { INTENT_DELAY_MS, VIEWPORT_LIMIT } from '../src/app/prefetchTiming';
import { armIntentSignal, visitSavingData, visitWithPrefetcher } from './support/prefetcher';
import { watchInFlight } from './support/site';

/*
 * Prefetch on intent (app/prefetch.ts): what a page needs is requested before the click, once, and
 * never when the visitor saves data.
 */

/** Records the JS chunks the page requests from now on, by file name without its hash. */
function chunkRequests(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/([\w-]+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match) chunks.push(match[1]);
  });
  return chunks;
}

test('resting the pointer on a link fetches its page before the click, and the click fetches nothing more', async ({
  page,
}) => {
  await visitWithPrefetcher(page, '/');
  const chunks = chunkRequests(page);
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy by Design' });
  await link.hover();
  await expect.poll(() => chunks).toContain('PrivacyByDesignPage');
  const beforeClick = chunks.length;
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy isn’t negotiable.');
  expect(chunks.slice(beforeClick)).toEqual([]);
  expect(chunks.filter((chunk) => chunk === 'PrivacyByDesignPage')).toHaveLength(1);
});

test('keyboard focus on a link fetches its page', async ({ page }) => {
  await visitWithPrefetcher(page, '/resources/compliance-not-privacy');
  const chunks = chunkRequests(page);
  await page.getByRole('link', { name: 'Back to Resources' }).first().focus();
  await expect.poll(() => chunks).toContain('ResourcesPage');
});

test('intent on a link to the listing fetches its cards alongside its page, and the click fetches nothing more', async ({
  page,
}) => {
  await visitWithPrefetcher(page, '/resources/compliance-not-privacy');
  const chunks = chunkRequests(page);
  const cards: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/resources/page-data/')) cards.push(new URL(request.url()).pathname);
  });
  // The page's module answers only once its cards are asked for: cards that waited for it would never come.
  const cardsAsked = page.waitForRequest((request) => request.url().includes('/resources/page-data/'));
  await page.route(/\/assets\/ResourcesPage-[\w-]+\.js$/, async (route) => {
    await cardsAsked;
    await route.continue();
  });
  const inFlight = watchInFlight(page);
  const back = page.getByRole('link', { name: 'Back to Resources' }).first();
  await back.hover();
  await expect.poll(() => cards).toEqual(['/resources/page-data/1.json']);
  await expect.poll(() => chunks).toContain('ResourcesPage');
  await expect.poll(inFlight).toBe(0);
  const chunksBefore = chunks.length;
  await back.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resources');
  await expect(page.getByRole('list', { name: 'Articles' }).getByRole('link').first()).toBeVisible();
  expect(cards).toHaveLength(1);
  expect(chunks.slice(chunksBefore)).toEqual([]);
});

test('the listing fetches the cards in view when idle, a few and only once', async ({ page }) => {
  const chunks = chunkRequests(page);
  const inFlight = watchInFlight(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await visitWithPrefetcher(page, '/resources');
  // Cards in view: their route chunk and bodies, without any pointer or keyboard.
  await expect.poll(() => chunks.filter((chunk) => chunk === 'body').length).toBeGreaterThan(0);
  await expect.poll(() => chunks).toContain('ArticlePage');
  await expect.poll(inFlight).toBe(0);
  expect(chunks.filter((chunk) => chunk === 'ArticlePage')).toHaveLength(1);

  // The click on a prefetched card loads nothing new.
  const before = chunks.length;
  await page.getByRole('list', { name: 'Articles' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/resources\/[\w-]+$/);
  await expect(page.getByRole('link', { name: 'Back to Resources' }).first()).toBeVisible();
  expect(chunks.slice(before).filter((chunk) => chunk === 'body' || chunk === 'ArticlePage')).toEqual([]);
});

test('with every card in view, the listing stops at its cap', async ({ page }) => {
  const chunks = chunkRequests(page);
  const inFlight = watchInFlight(page);
  await page.setViewportSize({ width: 1280, height: 6000 });
  await visitWithPrefetcher(page, '/resources');
  const bodies = () => chunks.filter((chunk) => chunk === 'body').length;
  await expect.poll(bodies).toBe(VIEWPORT_LIMIT);
  await expect.poll(inFlight).toBe(0);
  expect(bodies()).toBe(VIEWPORT_LIMIT);
});

test('nothing is fetched ahead when the visitor saves data', async ({ page }) => {
  const prefetcherStarted = await visitSavingData(page, '/');
  expect(await prefetcherStarted()).toBe(false);
  const chunks = chunkRequests(page);
  const intentActedOn = await armIntentSignal(page, INTENT_DELAY_MS);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy by Design' }).hover();
  await intentActedOn();
  expect(chunks).toEqual([]);
});

test('with nothing prefetched, a click on an article asks for its page and its renderer at once', async ({ page }) => {
  await visitSavingData(page, '/resources');
  // The page's module answers only once its renderer is asked for: a renderer that waited for it would never come.
  const renderer = page.waitForRequest(/\/assets\/clientArticle-[\w-]+\.js$/);
  await page.route(/\/assets\/ArticlePage-[\w-]+\.js$/, async (route) => {
    await renderer;
    await route.continue();
  });
  await page.locator('main a[href="/resources/hipaa-isnt-the-only-law"]').first().click();
  await renderer;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HIPAA Isn’t the Only Law');
});
