import { articleSlugOf, routePatternFor, routeFiles } from '../src/app/pageLists';
import { expect, test } from './support/fixtures';
import {
  expectNoAxeViolations,
  expectNothingStored,
  expectReflow,
  expectSafeExternalLinks,
  watchOffOrigin,
} from './support/pageChecks';
import { SITE_URL, sitemapPaths, staticPages, visit, watchConsole } from './support/site';

/*
 * What every page owes every visitor, checked on one load of each page: it hydrates with a clean console
 * and its own title, h1 and canonical address, makes no third-party request and stores nothing, has
 * axe-clean markup on a phone, and reflows at 320 px (WCAG 2.2 SC 1.4.10: a small phone, or a desktop
 * zoomed to 400%). The desktop width changes the layout (menus, grids) of a page's component, not its
 * content: axe runs there once per view, on the first page each page component (or its error view) renders.
 */
/** An error view: its h1, its <title> if it sets one, whether it logs the missing path, and its link back. */
interface ErrorView {
  heading: string;
  title?: string;
  logsItsPath?: boolean;
  wayBack: { name: string; href: string };
}
const pages: { path: string; error?: ErrorView }[] = [
  ...sitemapPaths().map((path) => ({ path })),
  {
    path: '/no-such-page',
    error: { heading: '404', logsItsPath: true, wayBack: { name: 'Return to Home', href: '/' } },
  },
  {
    path: '/resources/no-such-article',
    error: {
      heading: 'Post Not Found',
      title: 'Post Not Found | Blueprint',
      wayBack: { name: 'Back to Resources', href: '/resources' },
    },
  },
];

/** What a page looks like at another width: its component, or the error view a component shows instead. */
const viewOf = ({ path, error }: (typeof pages)[number]) =>
  `${routeFiles[routePatternFor(path)].join()} ${error?.heading}`;
const firstOfItsView = new Set(
  pages
    .filter((page, index) => pages.findIndex((other) => viewOf(other) === viewOf(page)) === index)
    .map(({ path }) => path),
);

for (const { path, error } of pages) {
  test(path, async ({ page, context, baseURL }) => {
    // Three checks' work on one load, one or two of them full axe runs: a few seconds on a quiet 2-core
    // machine, many more when it runs two suites at once.
    test.setTimeout(90_000);
    const messages = watchConsole(page);
    const offOrigin = watchOffOrigin(page, baseURL!);
    await page.setViewportSize({ width: 390, height: 900 });
    await visit(page, path);

    await test.step('hydrates with its own h1, title and canonical address, and a clean console', async () => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // The prerendered h1 survives hydration and nothing is rendered twice.
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('title')).toHaveCount(1);
      const known = staticPages.find((p) => p.path === path);
      if (known) {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(known.h1);
        await expect(page).toHaveTitle(known.title);
      }
      if (error) {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(error.heading);
        if (error.title) await expect(page).toHaveTitle(error.title);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
        const { name, href } = error.wayBack;
        await expect(page.getByRole('main').getByRole('link', { name })).toHaveAttribute('href', href);
      } else {
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${path}`);
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
          'content',
          `${SITE_URL}/og/${path === '/' ? 'index' : path.slice(1)}.png`,
        );
      }
      // An error page's own status and its console note, which names the path, are expected; nothing else is.
      const note = /^warning: 404: no page at/;
      const expected = error ? [note, /status of 404/] : [];
      if (error?.logsItsPath)
        expect(messages.filter((message) => note.test(message))).toEqual([expect.stringContaining(path)]);
      expect(messages.filter((message) => !expected.some((pattern) => pattern.test(message)))).toEqual([]);
    });

    await test.step('links that leave the site open safely, over https', () => expectSafeExternalLinks(page));

    if (articleSlugOf(path) && !error) {
      await test.step('an article names its title, date and author', async () => {
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(page).toHaveTitle(`${await h1.textContent()} | Blueprint`);
        await expect(page.locator('main time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, 20\d\d$/);
        await expect(page.locator('main')).toContainText(/By (Blueprint Audience Team|Jeremy Mittler, CEO)/);
      });
    }

    await test.step('axe at 390 px', () => expectNoAxeViolations(page));

    await test.step('reflows at 320 × 640', async () => {
      await page.setViewportSize({ width: 320, height: 640 });
      await expectReflow(page);
    });

    if (firstOfItsView.has(path)) {
      await test.step('axe at 1280 px', async () => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await expectNoAxeViolations(page);
      });
    }

    // Last, so that what the page fetched while the checks ran (the prefetcher, lazy images) counts too.
    await test.step('no third-party request, no cookie, no storage', async () => {
      expect(offOrigin).toEqual([]);
      await expectNothingStored(page, context);
    });
  });
}
