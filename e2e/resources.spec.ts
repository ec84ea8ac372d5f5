import { articleSlugOf } from '../src/app/pageLists';
import { expect, test } from './support/fixtures';
import { PLAYER_HOSTS } from '../src/config/site.ts';
import { PAGE_SIZE } from '../src/features/resources/listing';
import { CLIENT_RUNTIMES } from '../tools/content/requirements';
import { visitWithPrefetcher } from './support/prefetcher';
import { listedArticleCount, sitemapPaths, visit } from './support/site';

const articlePaths = sitemapPaths().filter((path) => articleSlugOf(path));
/** The client's 21 listed articles (docs/requirements.md), and any the company has published since. */
const LISTED = listedArticleCount();
/** The cards /resources shows: every listed article, or its first page's worth once they fill more than one. */
const ON_FIRST_PAGE = Math.min(LISTED, PAGE_SIZE);

test('the 22 article pages (and any newer ones) are prerendered and in the sitemap', () => {
  expect(articlePaths.length).toBeGreaterThanOrEqual(22);
  expect(LISTED).toBe(articlePaths.length - 1);
});

test('the prerendered listing holds every card of its first page', async ({ request }) => {
  const html = await (await request.get('/resources')).text();
  expect(html.match(/<article /g)).toHaveLength(ON_FIRST_PAGE);
});

test('the listing shows 1, 2 and 3 columns at 390, 768 and 1280 px; card titles keep to 2 lines, summaries to 3', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await visit(page, '/resources');
  const cards = page.getByRole('list', { name: 'Articles' }).getByRole('listitem');
  await expect(cards).toHaveCount(ON_FIRST_PAGE);
  for (const [width, columns] of [
    [390, 1],
    [768, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    const tops = await cards.evaluateAll((items) =>
      items.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(
      tops.filter((top) => top === tops[0]),
      `${width} px`,
    ).toHaveLength(columns);
  }

  // At 1280 px, whatever the row height.
  const overflowing = await cards.evaluateAll((items) =>
    items.flatMap((article) =>
      (
        [
          ['h2', 2],
          ['p.line-clamp-3', 3],
        ] as const
      ).flatMap(([selector, lines]) => {
        const element = article.querySelector<HTMLElement>(selector)!;
        const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
        return element.getBoundingClientRect().height > lines * lineHeight + 1
          ? [`${article.querySelector('h2')!.textContent}: ${selector} taller than ${lines} lines`]
          : [];
      }),
    ),
  );
  expect(overflowing).toEqual([]);
});

test('a typed search is in the address at once, and Back returns to it after Clear or an article', async ({ page }) => {
  await visit(page, '/resources');
  const search = page.getByPlaceholder('Search articles...');
  await search.pressSequentially('pregnancy');
  // The address follows each key, without waiting for a pause or a router update. Read in the page:
  // Playwright's page.url() learns of a history change a moment later.
  expect(await page.evaluate(() => window.location.search)).toBe('?q=pregnancy');

  // Clear is a new entry: Back returns to the typed search.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL('/resources');
  await page.goBack();
  await expect(page).toHaveURL('/resources?q=pregnancy');
  await expect(search).toHaveValue('pregnancy');

  // Typed, then straight to an article, then Back: the search as it was typed, last key included.
  await search.press('End');
  await search.pressSequentially(' target');
  const card = page.getByRole('list', { name: 'Articles' }).getByRole('listitem').first();
  await expect(card.locator('mark').first()).toBeVisible();
  await card.getByRole('link', { name: /Read more/ }).click();
  await expect(page).toHaveURL(/\/resources\/[\w-]+$/);
  await page.goBack();
  await expect(page).toHaveURL('/resources?q=pregnancy+target');
  await expect(search).toHaveValue('pregnancy target');
  await page.goForward();
  await expect(page).toHaveURL(/\/resources\/[\w-]+$/);
});

/** A request to one of the allowed player hosts (the CSP frame-src). */
const playerRequest = new RegExp(`^(${PLAYER_HOSTS.map((host) => host.replace(/\./g, '\\.')).join('|')})/`);

// The client gives one episode's runtime; another episode shows whatever its page holds (a stand-in until confirmed).
for (const [path, runtime] of [
  [
    '/resources/navigating-new-rules-healthcare-advertising',
    CLIENT_RUNTIMES['navigating-new-rules-healthcare-advertising'],
  ],
  ['/resources/red-clover-healthcare-advertising-podcast', /\S/],
] as const) {
  test(`${path}: the player makes no third-party request until play is pressed`, async ({ page, baseURL }) => {
    const offOrigin: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) offOrigin.push(request.url());
    });
    // Keep the test off the network: answer the player's host locally once it is asked for.
    await page.route(playerRequest, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
    );
    // Hydrated and idle: the page has started everything it starts on its own.
    await visitWithPrefetcher(page, path);
    await expect(page.getByRole('button', { name: /^Play episode/ })).toBeVisible();
    await expect(page.locator('dt', { hasText: 'Runtime' }).locator('+ dd')).toContainText(runtime);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(offOrigin).toEqual([]);

    await page.getByRole('button', { name: /^Play episode/ }).click();
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect.poll(() => offOrigin.length).toBeGreaterThan(0);
    expect(offOrigin.every((url) => playerRequest.test(url))).toBe(true);
  });
}

test("the player's code loads only for an episode, and is in place after client-side navigation", async ({ page }) => {
  const playerChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/PodcastPlayer-[^/]+\.js$/.test(request.url())) playerChunks.push(request.url());
  });
  await visitWithPrefetcher(page, '/resources/compliance-not-privacy');
  expect(playerChunks).toEqual([]);

  await page.getByRole('link', { name: 'Back to Resources' }).first().click();
  await page.getByRole('link', { name: /^Read more ?: Navigating the New Rules of Healthcare Advertising/ }).click();
  await expect(page).toHaveURL('/resources/navigating-new-rules-healthcare-advertising');
  await expect(page.getByRole('button', { name: /^Play episode/ })).toBeVisible();
  expect(playerChunks).toHaveLength(1);
});
