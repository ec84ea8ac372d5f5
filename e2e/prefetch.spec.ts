import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { INTENT_DELAY_MS, VIEWPORT_LIMIT } from '../src/app/prefetchTiming';
import { visitWithPrefetcher } from './support/prefetcher';
import { requestsTo, visit, watchInFlight } from './support/site';

/*
 * Prefetch on intent (app/prefetch.ts): what a page needs is requested before the click, once, and
 * never when the visitor saves data.
 */

/*
 * Every page fetches the wide menu's dropdown and the toasts (vendor chunks Rollup names after their `dist`
 * folder) once it is idle, whatever the visitor does: those are not fetches ahead.
 */
const LOADED_WHEN_IDLE = new Set(['NavDropdown', 'dist']);

/** Records the JS chunks the page requests from now on, by file name without its hash. */
function chunkRequests(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/([\w-]+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match && !LOADED_WHEN_IDLE.has(match[1])) chunks.push(match[1]);
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

test('keyboard focus on a link to the listing fetches its page and its cards, and the click fetches nothing more', async ({
  page,
}) => {
  await visitWithPrefetcher(page, '/resources/compliance-not-privacy');
  const chunks = chunkRequests(page);
  const cards = requestsTo(page, /\/resources\/page-data\//);
  // The page's module answers only once its cards are asked for: cards that waited for it would never come.
  const cardsAsked = page.waitForRequest((request) => request.url().includes('/resources/page-data/'));
  await page.route(/\/assets\/ResourcesPage-[\w-]+\.js$/, async (route) => {
    await cardsAsked;
    await route.continue();
  });
  const inFlight = watchInFlight(page);
  const back = page.getByRole('link', { name: 'Back to Resources' }).first();
  // Focus is intent as a pointer resting on the link is (the home page's test above).
  await back.focus();
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

test('the listing fetches the cards in view when idle, each once, up to its cap; the click on one loads nothing new', async ({
  page,
}) => {
  const chunks = chunkRequests(page);
  const inFlight = watchInFlight(page);
  // Every card in view.
  await page.setViewportSize({ width: 1280, height: 6000 });
  await visitWithPrefetcher(page, '/resources');
  // Their route chunk and bodies, without any pointer or keyboard.
  const bodies = () => chunks.filter((chunk) => chunk === 'body').length;
  await expect.poll(bodies).toBe(VIEWPORT_LIMIT);
  await expect.poll(() => chunks).toContain('ArticlePage');
  await expect.poll(inFlight).toBe(0);
  expect(bodies()).toBe(VIEWPORT_LIMIT);
  expect(chunks.filter((chunk) => chunk === 'ArticlePage')).toHaveLength(1);

  const before = chunks.length;
  await page.getByRole('list', { name: 'Articles' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/resources\/[\w-]+$/);
  await expect(page.getByRole('link', { name: 'Back to Resources' }).first()).toBeVisible();
  expect(chunks.slice(before).filter((chunk) => chunk === 'body' || chunk === 'ArticlePage')).toEqual([]);
});

type PrefetchProbe = { decided: boolean; moduleListAsked: boolean };
type ProbedWindow = Window & { __prefetchProbe: PrefetchProbe; __intentDelayPassed?: Promise<void> };

test('when the visitor saves data nothing is fetched ahead, and a click on an article asks for its page and its renderer at once', async ({
  page,
}) => {
  /*
   * The prefetcher decides whether to start by reading navigator.connection (no other code reads it); had it
   * started, it would have asked for the route → module list and added its listeners in that same task.
   */
  await page.addInitScript(() => {
    const probe: PrefetchProbe = { decided: false, moduleListAsked: false };
    (window as unknown as ProbedWindow).__prefetchProbe = probe;
    Object.defineProperty(navigator, 'connection', {
      get: () => {
        probe.decided = true;
        return { saveData: true, effectiveType: '4g' };
      },
    });
    const fetchFromPage = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url, location.href).pathname === '/route-modules.json') probe.moduleListAsked = true;
      return fetchFromPage(input, init);
    };
  });
  await visit(page, '/resources');
  const probe = () => page.evaluate(() => (window as unknown as ProbedWindow).__prefetchProbe);
  // The prefetcher's chunk comes once the page is idle after hydration (up to 3 s later).
  await expect.poll(async () => (await probe()).decided, { timeout: 15_000 }).toBe(true);
  expect((await probe()).moduleListAsked).toBe(false);

  /*
   * A signal for the pointer resting on the link: it fires INTENT_DELAY_MS after the pointer arrives, from a
   * listener added after any of the prefetcher's. HTML runs timers of equal delay in the order they were
   * set, so once it has fired, a prefetcher listening for intent would have acted on it.
   */
  await page.evaluate((ms) => {
    (window as unknown as ProbedWindow).__intentDelayPassed = new Promise<void>((resolve) => {
      document.addEventListener('pointerover', (event) => {
        if (event.target instanceof Element && event.target.closest('a[href]')) setTimeout(resolve, ms);
      });
    });
  }, INTENT_DELAY_MS);
  const chunks = chunkRequests(page);
  const link = page.locator('main a[href="/resources/hipaa-isnt-the-only-law"]').first();
  await link.hover();
  await page.evaluate(() => (window as unknown as ProbedWindow).__intentDelayPassed);
  expect(chunks).toEqual([]);

  // The page's module answers only once its renderer is asked for: a renderer that waited for it would never come.
  const renderer = page.waitForRequest(/\/assets\/clientArticle-[\w-]+\.js$/);
  await page.route(/\/assets\/ArticlePage-[\w-]+\.js$/, async (route) => {
    await renderer;
    await route.continue();
  });
  await link.click();
  await renderer;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HIPAA Isn’t the Only Law');
});
