import { articleSlugOf } from '../src/app/pageLists';
import { expect, test } from './support/fixtures';
import {
  expectNoAxeViolations,
  expectNothingStored,
  expectReflow,
  expectSafeExternalLinks,
  watchOffOrigin,
} from './support/pageChecks';
import { SITE_URL, sitemapPaths, visit, watchConsole } from './support/site';

/*
 * What every page owes every visitor, checked on one load of each page (loading each page once per
 * check made these the slowest part of the suite): it hydrates with a clean console, makes no
 * third-party request and stores nothing, has axe-clean markup on a phone and a desktop, and reflows
 * at 320 px (WCAG 2.2 SC 1.4.10: a small phone, or a desktop zoomed to 400%).
 */
const errorPages = [
  { path: '/no-such-page', heading: '404' },
  { path: '/resources/no-such-article', heading: 'Post Not Found' },
];
const pages = [...sitemapPaths().map((path) => ({ path, heading: undefined })), ...errorPages];

for (const { path, heading } of pages) {
  test(path, async ({ page, context, baseURL }) => {
    // Four checks' work on one load, two of them full axe runs: about 8 s on a quiet 2-core machine. The
    // default 30 s timed out when the machine ran two suites at once; this is the time of four tests.
    test.setTimeout(120_000);
    const messages = watchConsole(page);
    const offOrigin = watchOffOrigin(page, baseURL!);
    await page.setViewportSize({ width: 390, height: 900 });
    await visit(page, path);
    await page.waitForLoadState('networkidle');

    await test.step('hydrates with one h1 and a clean console', async () => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // The prerendered h1 survives hydration and nothing is rendered twice.
      await expect(page.locator('h1')).toHaveCount(1);
      if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // An error page's own status and its console note are expected; nothing else is.
      const expected = heading ? [/^warning: 404: no page at/, /status of 404/] : [];
      expect(messages.filter((message) => !expected.some((pattern) => pattern.test(message)))).toEqual([]);
    });

    await test.step('no third-party request, no cookie, no storage', async () => {
      expect(offOrigin).toEqual([]);
      await expectNothingStored(page, context);
    });

    await test.step('links that leave the site open safely, over https', () => expectSafeExternalLinks(page));

    if (articleSlugOf(path) && !heading) {
      await test.step('an article names its title, canonical address, date and author', async () => {
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(page).toHaveTitle(`${await h1.textContent()} | Blueprint`);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${path}`);
        await expect(page.locator('main time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, 20\d\d$/);
        await expect(page.locator('main')).toContainText(/By (Blueprint Audience Team|Jeremy Mittler, CEO)/);
      });
    }

    await test.step('axe at 390 px', () => expectNoAxeViolations(page));

    await test.step('reflows at 320 × 640', async () => {
      await page.setViewportSize({ width: 320, height: 640 });
      await expectReflow(page);
    });

    await test.step('axe at 1280 px', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectNoAxeViolations(page);
    });
  });
}
