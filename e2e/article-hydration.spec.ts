import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { visitWithPrefetcher } from './support/prefetcher';
import { requestsTo, watchConsole, watchInFlight } from './support/site';

/**
 * An article's first load hydrates over its prerendered body without the body's chunk or the block
 * renderer (src/features/article/prerenderedArticle.ts): the body stays exactly as the prerender wrote it,
 * its links still navigate on the client, and any other visit renders the body from its chunk. A legal
 * page does the same with its text (src/components/legalPage.tsx).
 */
const ARTICLE = '/resources/compliance-not-privacy';
const LINKED = '/resources/healthline-case-healthcare-marketers';
/** What a client-side visit loads to render an article, and an episode's player. */
const CLIENT_RENDER_CHUNKS = /\/assets\/(body|clientArticle|PodcastPlayer)-[^/]+\.js$/;

/**
 * The body as a canonical string: elements with their attributes sorted, and text with adjacent pieces
 * joined. React's server output puts attributes in another order than a client render, and separates
 * adjacent texts with empty comments; neither is a difference a visitor could see. The one element
 * hydration adds on purpose, the Copy link button (it needs JavaScript), is left out.
 */
const bodyHtml = (page: Page, selector: string) =>
  page.locator(selector).evaluate((root) => {
    const walk = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element)) return '';
      if (node.localName === 'button' && node.textContent === 'Copy link') return '';
      const attributes = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort();
      return `<${[node.localName, ...attributes].join(' ')}>${[...node.childNodes].map(walk).join('')}</${node.localName}>`;
    };
    return walk(root);
  });

/**
 * Opens `path` and waits until it is hydrated, idle and done fetching (whatever the first load asks for has
 * been asked for); fails if it fetched a chunk matching `chunks`, or if `selector` differs from what the
 * browser parses of the prerendered file with no script run. Returns what it kept and the chunks requested
 * from then on.
 */
async function expectServedKept(page: Page, browser: Browser, path: string, selector: string, chunks: RegExp) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const servedPage = await context.newPage();
  await servedPage.goto(path);
  const served = await bodyHtml(servedPage, selector);
  await context.close();

  const requested = requestsTo(page, chunks);
  const inFlight = watchInFlight(page);
  await visitWithPrefetcher(page, path);
  await expect.poll(inFlight).toBe(0);
  expect(requested).toEqual([]);
  expect(await bodyHtml(page, selector)).toBe(served);
  return { kept: served, requested };
}

test('the first load keeps the prerendered body and fetches neither its chunk, the renderer nor the player; a link in the body navigates on the client, and coming back renders the body from its chunk, unchanged', async ({
  page,
  browser,
}) => {
  const messages = watchConsole(page);
  const { kept, requested } = await expectServedKept(page, browser, ARTICLE, 'article > div', CLIENT_RENDER_CHUNKS);
  expect(kept).toContain('Healthline case');
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  // The data block is read once and removed.
  await expect(page.locator('#article-data')).toHaveCount(0);
  expect(messages).toEqual([]);

  // Set on the window: it survives a client-side navigation and is gone after a document load.
  await page.evaluate(() => Object.assign(window, { documentMark: true }));
  await page.locator('article').getByRole('link', { name: 'Healthline case', exact: true }).click();
  await expect(page).toHaveURL(LINKED);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Healthline');
  await expect(page.locator('article > div').getByRole('paragraph').first()).toBeVisible();
  expect(await page.evaluate(() => 'documentMark' in window)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(ARTICLE);
  await expect(page.locator('article').getByRole('link', { name: 'Healthline case', exact: true })).toBeVisible();
  expect(await bodyHtml(page, 'article > div')).toBe(kept);
  expect(requested.some((path) => path.includes('/clientArticle-'))).toBe(true);
  expect(requested.filter((path) => path.includes('/body-'))).toHaveLength(2);
  expect(requested.filter((path) => path.includes('/PodcastPlayer-'))).toEqual([]);
});

test('a legal page keeps its prerendered text without loading it; a client-side visit renders the same text', async ({
  page,
  browser,
}) => {
  const kept = '[data-kept="/privacy"]';
  const chunks = /\/assets\/(LegalDocumentView|privacy-policy)-[^/]+\.js$/;
  const { requested } = await expectServedKept(page, browser, '/privacy', kept, chunks);
  const text = page.locator(kept);
  const servedText = await text.textContent();

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
  await footer.getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  // Rendered on the client, the same text (only useId's ids differ from the server's).
  expect(await text.textContent()).toBe(servedText);
  expect(requested).toHaveLength(2);
});
