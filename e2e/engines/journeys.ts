/**
 * The journeys every extra engine must pass, against the production build served by `vite preview`
 * (with its CSP and local forms endpoint) behind the console probe. One file per engine calls
 * `engineSuite`, so the engines run side by side.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { preview, type PreviewServer } from 'vite';
import { routeFiles } from '../../src/app/routeFiles.ts';
import type { EnginePage } from './drivers.ts';
import { startProbeServer, type Probe } from './probeServer.ts';

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

/**
 * What the console showed since the last look, on this page and on every page left since (an error raised
 * while leaving a page counts), minus what the site logs on purpose. This page's own messages are all
 * waited for: the probe server receives each one a moment after the page records it.
 */
async function consoleProblems(page: EnginePage, probe: Probe): Promise<string[]> {
  const current = await page.evaluate<{ document?: string; count: number }>(
    '({ document: window.__engineProbeDocument, count: window.__engineProbe?.length ?? 0 })',
  );
  if (!current.document) return ['the console probe did not load'];
  const deadline = Date.now() + 5_000;
  while (probe.reportedBy(current.document) < current.count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return probe
    .takeReports()
    .filter(({ message }) => !EXPECTED_MESSAGES.some((expected) => expected.test(message)))
    .map(({ page, message }) => `${page}: ${message}`);
}

/** The prefetcher's chunk, which a page loads once it is idle after hydrating (src/main.tsx). */
const PREFETCHER = /^\/assets\/prefetch-[^/]+\.js$/;

const text = (page: EnginePage, selector: string) =>
  page.evaluate<string>(`document.querySelector(${JSON.stringify(selector)})?.textContent?.trim() ?? ''`);

export function engineSuite(name: string, open: (origin: string) => Promise<EnginePage>) {
  describe(name, () => {
    let vitePreview: PreviewServer;
    let probe: Probe;
    let page: EnginePage;
    const problems = () => consoleProblems(page, probe);
    before(async () => {
      vitePreview = await preview({ preview: { host: '127.0.0.1', port: 0, strictPort: false }, logLevel: 'silent' });
      const upstream = vitePreview.resolvedUrls?.local[0];
      assert.ok(upstream, 'the preview server did not start');
      probe = await startProbeServer(upstream, { uncached: PREFETCHER });
      page = await open(probe.origin);
      await page.setViewport(1280, 900);
    });
    after(async () => {
      try {
        // The last journey's page is left too: what it raises on the way out counts like any other report.
        if (page && probe) {
          await page.goto('/');
          assert.deepEqual(await problems(), [], 'console, after the last journey');
        }
      } finally {
        await page?.close();
        probe?.server.close();
        await vitePreview?.close();
      }
    });

    it('every route loads and hydrates with one h1 and a clean console', async () => {
      for (const path of ROUTES) {
        await page.goto(path);
        const headings = await page.evaluate<number>(`document.querySelectorAll('main h1').length`);
        assert.equal(headings, 1, `${path}: one h1`);
        assert.deepEqual(await problems(), [], `${path}: console`);
      }
    });

    it('the console probe reports what a page raises while the visitor leaves it', async () => {
      await page.goto('/about');
      await page.evaluate(`addEventListener('pagehide', () => { throw new Error('raised while leaving'); })`);
      await page.goto('/');
      const reported = await problems();
      assert.equal(reported.length, 1, `one report: ${reported.join(' | ')}`);
      assert.match(reported[0], /^\/about: pageerror: .*raised while leaving/);
    });

    it('leaving a page while its prefetcher is still loading raises nothing', async () => {
      const held = probe.hold(PREFETCHER);
      try {
        await page.goto('/resources');
        await held.arrived;
        await page.goto('/about');
        assert.deepEqual(await problems(), []);
      } finally {
        held.release();
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
      assert.deepEqual(await problems(), []);
    });

    it('a card link navigates on the client to the article', async () => {
      await page.goto('/resources');
      await page.evaluate(`(window.__sameDocument = true)`);
      const href = await page.evaluate<string>(`document.querySelector('main article a').getAttribute('href')`);
      await page.click(`main article a[href="${href}"]`);
      await page.waitFor(`location.pathname === ${JSON.stringify(href)}`);
      // The address changes first and the article renders a moment later (the listing's h1 is still there
      // meanwhile): the page change ends with focus on the new page's h1.
      await page.waitFor(`document.activeElement === document.querySelector('main h1')`);
      assert.notEqual(await text(page, 'main h1'), 'Resources');
      assert.equal(await page.evaluate('window.__sameDocument'), true, 'no full page load');
      assert.deepEqual(await problems(), []);
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
      assert.deepEqual(await problems(), []);
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
        assert.deepEqual(await problems(), []);
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
      assert.deepEqual(await problems(), []);
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
      assert.deepEqual(await problems(), []);
    });
  });
}
