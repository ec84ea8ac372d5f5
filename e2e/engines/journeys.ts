/**
 * The journeys every extra engine must pass, against the production build served by `vite preview`
 * (with its CSP and local forms endpoint) behind the console probe. One file per engine calls
 * `engineSuite`, so the engines run side by side.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Server } from 'node:http';
import { preview, type PreviewServer } from 'vite';
import { routeFiles } from '../../src/app/pageLists.ts';
import type { EnginePage } from './drivers.ts';
import { startProbeServer } from './probeServer.ts';

/** Concrete paths for the route table's patterns: an article, an episode and an unknown slug; an unknown path. */
const EXAMPLES: Record<string, string[]> = {
  '/resources/:slug': [
    '/resources/target-pregnancy-prediction-health-advertising',
    '/resources/navigating-new-rules-healthcare-advertising',
    '/resources/no-such-article',
  ],
  // Today's listing is one page, so a second page is the 404 page.
  '/resources/page/:page': ['/resources/page/2'],
  '*': ['/no-such-page'],
};
/** Every route of the route table at least once. */
const ROUTES = Object.keys(routeFiles).flatMap((pattern) => EXAMPLES[pattern] ?? [pattern]);
/** The one console message the site writes on purpose (spec: the 404 page logs the missing path). */
const EXPECTED_MESSAGES = [/^warn: 404: no page at \/(no-such-page|resources\/page\/2)$/];

/** What the page's console showed since it loaded, minus what the site logs on purpose. */
async function consoleProblems(page: EnginePage): Promise<string[]> {
  const seen = await page.evaluate<string[]>('window.__engineProbe || ["the console probe did not load"]');
  return seen.filter((message) => !EXPECTED_MESSAGES.some((expected) => expected.test(message)));
}

const text = (page: EnginePage, selector: string) =>
  page.evaluate<string>(`document.querySelector(${JSON.stringify(selector)})?.textContent?.trim() ?? ''`);

export function engineSuite(name: string, open: (origin: string) => Promise<EnginePage>) {
  describe(name, () => {
    let vitePreview: PreviewServer;
    let probe: Server;
    let page: EnginePage;
    before(async () => {
      vitePreview = await preview({ preview: { host: '127.0.0.1', port: 0, strictPort: false }, logLevel: 'silent' });
      const upstream = vitePreview.resolvedUrls?.local[0];
      assert.ok(upstream, 'the preview server did not start');
      const probed = await startProbeServer(upstream);
      probe = probed.server;
      page = await open(probed.origin);
      await page.setViewport(1280, 900);
    });
    after(async () => {
      await page?.close();
      probe?.close();
      await vitePreview?.close();
    });

    it('every route loads and hydrates with one h1 and a clean console', async () => {
      for (const path of ROUTES) {
        await page.goto(path);
        const headings = await page.evaluate<number>(`document.querySelectorAll('main h1').length`);
        assert.equal(headings, 1, `${path}: one h1`);
        assert.deepEqual(await consoleProblems(page), [], `${path}: console`);
      }
    });

    it('search keeps every typed character and the focus', async () => {
      await page.goto('/resources');
      await page.click('#article-search');
      const scrolled = await page.evaluate<number>('window.scrollY');
      await page.type('#article-search', 'california privacy');
      await page.waitFor(`location.search === '?q=california+privacy'`);
      assert.equal(await page.evaluate(`document.querySelector('#article-search').value`), 'california privacy');
      assert.equal(await page.evaluate(`document.activeElement?.id`), 'article-search');
      assert.equal(await page.evaluate('window.scrollY'), scrolled, 'the page did not move');
      await page.backspace(' privacy'.length);
      await page.waitFor(`location.search === '?q=california'`);
      // The grid follows the box as a deferred render: wait for it rather than read it mid-update.
      await page.waitFor(`document.querySelectorAll('main article').length > 0`);
      const cards = await page.evaluate<number>(`document.querySelectorAll('main article').length`);
      assert.ok(cards > 0, 'articles about California are listed');
      assert.deepEqual(await consoleProblems(page), []);
    });

    it('search finds a word only in article bodies, with the word marked in a line of the body', async () => {
      await page.goto('/resources');
      await page.click('#article-search');
      await page.type('#article-search', 'sephora');
      await page.waitFor(`location.search === '?q=sephora'`);
      // The index, its shard and the bodies' text arrive over the network: wait for the marked excerpt.
      await page.waitFor(
        `[...document.querySelectorAll('main article p mark')].some((mark) => mark.textContent.startsWith('Sephora'))`,
      );
      const titles = await page.evaluate<string[]>(
        `[...document.querySelectorAll('main article h2')].map((h2) => h2.textContent)`,
      );
      assert.ok(titles.length > 0 && titles.every((title) => !/sephora/i.test(title)), 'body-only matches are listed');
      assert.deepEqual(await consoleProblems(page), []);
    });

    it('a card link navigates on the client to the article', async () => {
      await page.goto('/resources');
      await page.evaluate(`(window.__sameDocument = true)`);
      const href = await page.evaluate<string>(`document.querySelector('main article a').getAttribute('href')`);
      await page.click(`main article a[href="${href}"]`);
      await page.waitFor(`location.pathname === ${JSON.stringify(href)}`);
      await page.waitFor(`document.querySelector('main h1')?.textContent.length > 0`);
      assert.equal(await page.evaluate('window.__sameDocument'), true, 'no full page load');
      assert.equal(await page.evaluate(`document.activeElement === document.querySelector('main h1')`), true);
      assert.deepEqual(await consoleProblems(page), []);
    });

    it("a link in an article's prerendered body navigates on the client, and the body comes back", async () => {
      // The first load keeps the body's HTML unhydrated (src/features/article/ArticleBody.tsx).
      const article = '/resources/compliance-not-privacy';
      const target = '/resources/healthline-case-healthcare-marketers';
      await page.goto(article);
      await page.evaluate(`(window.__sameDocument = true)`);
      await page.click(`main article a[href="${target}"]`);
      await page.waitFor(`location.pathname === ${JSON.stringify(target)}`);
      await page.waitFor(`document.querySelector('main h1')?.textContent.includes('Healthline')`);
      assert.equal(await page.evaluate('window.__sameDocument'), true, 'no full page load');
      await page.evaluate('history.back()');
      await page.waitFor(`document.querySelector('main article a[href="${target}"]') !== null`);
      assert.equal(await page.evaluate('window.__sameDocument'), true, 'back without a page load');
      assert.deepEqual(await consoleProblems(page), []);
    });

    it('the mobile menu at 390 px opens and takes the visitor to a page', async () => {
      await page.setViewport(390, 844);
      try {
        await page.goto('/');
        assert.ok(await page.evaluate<boolean>('window.innerWidth < 768'), 'the phone layout');
        await page.click('button[aria-label="Open menu"]');
        await page.waitFor(`!document.querySelector('nav[aria-label="Main"]').hidden`);
        await page.click('nav[aria-label="Main"] a[href="/about"]');
        await page.waitFor(`location.pathname === '/about'`);
        // The address changes as the navigation commits; React renders the new page just after.
        await page.waitFor(
          `document.querySelector('main h1')?.textContent === 'The rules of healthcare advertising have changed.'`,
        );
        assert.equal(await page.evaluate(`document.querySelector('nav[aria-label="Main"]').hidden`), true);
        assert.deepEqual(await consoleProblems(page), []);
      } finally {
        await page.setViewport(1280, 900);
      }
    });

    it('the contact form is sent to the forms endpoint and confirms it', async () => {
      await page.goto('/contact');
      await page.type('#contact-first-name', 'Grace');
      await page.type('#contact-last-name', 'Hopper');
      await page.type('#contact-email', 'grace@example.com');
      await page.type('#contact-message', `Sent from ${name}.`);
      await page.click('form button[type="submit"]');
      await page.waitFor(`document.querySelector('[data-sonner-toast]')?.textContent.includes('Submission received.')`);
      // On success the form is reset (spec §4).
      await page.waitFor(`document.querySelector('#contact-first-name').value === ''`);
      assert.deepEqual(await consoleProblems(page), []);
    });

    it('the privacy request form is sent and shows the confirmation', async () => {
      await page.goto('/privacy-choices');
      await page.click('input[name="requestTypes"][value="access"]');
      await page.click('input[name="requestMaker"][value="self"]');
      await page.type('#privacy-request-email', 'joan@example.com');
      await page.select('#privacy-request-state', 'California');
      await page.click('form button[type="submit"]');
      await page.waitFor(`document.querySelector('main')?.textContent.includes('Request Submitted Successfully')`);
      assert.match(await text(page, 'main'), /joan@example\.com/);
      assert.deepEqual(await consoleProblems(page), []);
    });
  });
}
