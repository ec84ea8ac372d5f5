import type { Page } from '@playwright/test';
import { articleSlugOf, routePatternFor, routeFiles } from '../src/app/pageLists';
import type { ArticleBody } from '../src/content/articles/types';
import { PAGE_SIZE } from '../src/features/resources/listing';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { expectReflow } from './support/reflow';
import {
  expectPage,
  listedArticleCount,
  SITE_URL,
  sitemapPaths,
  staticPages,
  visit,
  watchConsole,
} from './support/site';
import { translate } from './support/translator';

/*
 * What every page owes every visitor, checked on one load of each view the site has: it hydrates with its
 * own title, h1 and canonical address, has axe-clean markup on a phone (and once per view at desktop width,
 * where menus and grids change), reflows at 320 px (WCAG 2.2 SC 1.4.10: a small phone, or a desktop zoomed
 * to 400%), survives Chrome's translator (e2e/support/translator.ts) being taken down by a client navigation
 * and rendered again on Back, and ends with a clean console, no third-party request, no cookie, no storage.
 *
 * A view is a page component: each static page, each error view, and the article page, whose markup is its
 * blocks' markup. The articles checked are the fewest that between them hold every kind of block (its type
 * and which optional parts it uses); what else varies between articles is text, which the content check
 * reads, and every other article's served page reflows and names its date and author (the last test). Safe
 * external links on every page, and its head and card: built-site.spec.ts, from the prerendered HTML.
 */

/** An error view: its h1, its <title> if it sets one, whether it logs the missing path, and its link back. */
interface ErrorView {
  heading: string;
  title?: string;
  logsItsPath?: boolean;
  wayBack: { name: string; href: string };
}
const NOT_FOUND: ErrorView = { heading: '404', logsItsPath: true, wayBack: { name: 'Return to Home', href: '/' } };

const articles = sitemapPaths().filter((path) => articleSlugOf(path));

const kindsOf = async (path: string) => {
  const body = (await import(`../src/content/articles/${articleSlugOf(path)}/body.ts`)) as { default: ArticleBody };
  return new Set(body.default.map((block) => `${block.type}(${Object.keys(block).sort().join()})`));
};
const articleKinds = new Map(await Promise.all(articles.map(async (path) => [path, await kindsOf(path)] as const)));
/** The fewest articles (greedily) that hold every kind of block between them. */
function coveringArticles(): string[] {
  const left = new Set([...articleKinds.values()].flatMap((kinds) => [...kinds]));
  const chosen: string[] = [];
  while (left.size) {
    const unseen = (path: string) => [...articleKinds.get(path)!].filter((kind) => left.has(kind)).length;
    const best = articles.reduce((a, b) => (unseen(b) > unseen(a) ? b : a));
    chosen.push(best);
    for (const kind of articleKinds.get(best)!) left.delete(kind);
  }
  return chosen;
}

const pages: { path: string; error?: ErrorView }[] = [
  ...sitemapPaths()
    .filter((path) => !articleSlugOf(path))
    .map((path) => ({ path })),
  ...coveringArticles().map((path) => ({ path })),
  { path: '/no-such-page', error: NOT_FOUND },
  // The listing's page after its last: the listing's route showing the 404 view.
  { path: `/resources/page/${Math.ceil(listedArticleCount() / PAGE_SIZE) + 1}`, error: NOT_FOUND },
  {
    path: '/resources/no-such-article',
    error: {
      heading: 'Post Not Found',
      title: 'Post Not Found | Blueprint',
      wayBack: { name: 'Back to Resources', href: '/resources' },
    },
  },
];

/** What a page looks like at another width: its component, or the error view (by its h1) a component shows instead. */
const viewOf = ({ path, error }: (typeof pages)[number]) =>
  error ? `error: ${error.heading}` : routeFiles[routePatternFor(path)].join();
const firstOfItsView = new Set(
  pages
    .filter((page, index) => pages.findIndex((other) => viewOf(other) === viewOf(page)) === index)
    .map(({ path }) => path),
);

/** What an error page logs on purpose (its note names the path), and the browser's note of the 404 status. */
const NOTE = /^warning: 404: no page at/;
const NOT_FOUND_MESSAGES = [NOTE, /status of 404/];

/** An article names its title (in its <title> too), date and author. */
async function expectArticleHead(page: Page, path = '') {
  await expect(page, path).toHaveTitle(`${await page.getByRole('heading', { level: 1 }).textContent()} | Blueprint`);
  await expect(page.locator('main time'), path).toHaveText(/^[A-Z][a-z]+ \d{1,2}, 20\d\d$/);
  await expect(page.locator('main'), path).toContainText(/By (Blueprint Audience Team|Jeremy Mittler, CEO)/);
}

for (const { path, error } of pages) {
  test(path, async ({ page, context, baseURL }) => {
    // Two full axe runs, on a 2-core machine that may run two suites at once.
    test.setTimeout(90_000);
    const messages = watchConsole(page);
    const offOrigin: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(`${baseURL}/`) && !url.startsWith('data:')) offOrigin.push(url);
    });
    await page.setViewportSize({ width: 390, height: 900 });
    await visit(page, path);
    const h1 = page.getByRole('heading', { level: 1 });

    await test.step('hydrates with its own h1, title and canonical address', async () => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // The prerendered h1 survives hydration and nothing is rendered twice.
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('title')).toHaveCount(1);
      const known = staticPages.find((p) => p.path === path);
      if (known) {
        await expect(h1).toHaveText(known.h1);
        await expect(page).toHaveTitle(known.title);
      }
      if (articleSlugOf(path) && !error) await expectArticleHead(page);
      if (error) {
        await expect(h1).toHaveText(error.heading);
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
      if (error?.logsItsPath)
        expect(messages.filter((message) => NOTE.test(message))).toEqual([expect.stringContaining(path)]);
    });

    // A content page's markup is its own; an error view's is the same whichever route shows it.
    if (!error || firstOfItsView.has(path)) {
      await test.step('axe at 390 px', () => expectNoAxeViolations(page));
      await test.step('reflows at 320 × 640', async () => {
        await page.setViewportSize({ width: 320, height: 640 });
        await expectReflow(page);
      });
    }
    if (firstOfItsView.has(path)) {
      await test.step('axe at 1280 px', async () => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await expectNoAxeViolations(page);
      });
    }

    await test.step('translated, it is taken down by a client navigation and rendered again on Back', async () => {
      const heading = (await h1.textContent())!;
      expect(await translate(page)).toBeGreaterThan(20);
      await page.evaluate(() => Object.assign(window, { documentMark: true }));
      // A footer link: no menu is needed to leave the page.
      const away = path === '/about' ? { name: 'Terms', h1: 'Terms of Use' } : { name: 'About', h1: staticPages[1].h1 };
      await page.getByRole('contentinfo').getByRole('link', { name: away.name, exact: true }).click();
      await expectPage(page, away.h1);
      await page.goBack();
      await expectPage(page, heading);
      expect(await page.evaluate(() => 'documentMark' in window), 'every navigation stayed on the client').toBe(true);
    });

    // Last, so that what the page fetched while the checks ran (the prefetcher, lazy images) counts too.
    await test.step('a clean console, no third-party request, no cookie, no storage', async () => {
      const expected = error ? NOT_FOUND_MESSAGES : [];
      expect(messages.filter((message) => !expected.some((pattern) => pattern.test(message)))).toEqual([]);
      expect(offOrigin).toEqual([]);
      expect(await context.cookies()).toEqual([]);
      const stored = await page.evaluate(() => [document.cookie, localStorage.length, sessionStorage.length]);
      expect(stored).toEqual(['', 0, 0]);
    });
  });
}

test.describe('every other article, as served', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

  test('names its title, date and author, and reflows at 320 px', async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of articles.filter((article) => !pages.some((checked) => checked.path === article))) {
      await page.goto(path);
      await expectArticleHead(page, path);
      await expectReflow(page, path);
    }
  });
});
