import { articleSlugOf } from '../src/app/pageLists';
import { expect, test } from './support/fixtures';
import { PLAYER_HOSTS } from '../src/config/site.ts';
import { PAGE_SIZE } from '../src/features/resources/listing';
import { CLIENT_RUNTIMES } from '../tools/content/requirements';
import { listedArticleCount, SITE_URL, sitemapPaths, visit } from './support/site';

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

for (const [width, columns] of [
  [390, 1],
  [768, 2],
  [1280, 3],
] as const) {
  test(`listing shows ${columns} column(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, '/resources');
    const cards = page.getByRole('list', { name: 'Articles' }).getByRole('listitem');
    await expect(cards).toHaveCount(ON_FIRST_PAGE);
    const tops = await cards.evaluateAll((items) =>
      items.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(tops.filter((top) => top === tops[0])).toHaveLength(columns);
  });
}

test('search lives in the URL: typing, chips, Clear, back/forward, empty state', async ({ page }) => {
  await visit(page, '/resources');
  const search = page.getByPlaceholder('Search articles...');
  await page.getByRole('button', { name: 'Podcasts' }).click();
  await expect(page).toHaveURL('/resources?q=Podcasts');
  await expect(page.getByRole('button', { name: 'Podcasts' })).toHaveAttribute('aria-pressed', 'true');
  // The results follow the chip as a deferred render: polled, not read once.
  const podcastCount = () => page.getByRole('list', { name: 'Articles' }).getByRole('listitem').count();
  await expect.poll(podcastCount).toBeLessThan(LISTED);
  expect(await podcastCount()).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL('/resources');
  await expect(page.getByRole('list', { name: 'Articles' }).getByRole('listitem')).toHaveCount(ON_FIRST_PAGE);
  await page.goBack();
  await expect(search).toHaveValue('Podcasts');

  await search.fill('zzqx-nothing');
  await expect(page.getByText('No articles found matching your search.')).toBeVisible();

  // A shared search link opens filtered.
  await visit(page, '/resources?q=hipaa');
  await expect(search).toHaveValue('hipaa');
  await expect(page.getByRole('button', { name: 'HIPAA' })).toHaveAttribute('aria-pressed', 'true');
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

// Every article page's title, canonical address, date and byline are checked in every-page.spec.ts.
test('Back to Resources returns to the listing', async ({ page }) => {
  await visit(page, '/resources/hipaa-isnt-the-only-law');
  await page.getByRole('link', { name: 'Back to Resources' }).click();
  await expect(page).toHaveURL('/resources');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resources');
});

test('an unknown slug shows Post Not Found, noindex, with a way back', async ({ page }) => {
  await visit(page, '/resources/no-such-article');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  await expect(page).toHaveTitle('Post Not Found | Blueprint');
  await expect(page.locator('title')).toHaveCount(1);
  await page.getByRole('link', { name: 'Back to Resources' }).click();
  await expect(page).toHaveURL('/resources');
});

test('Share on LinkedIn carries the canonical url, title and summary', async ({ page }) => {
  const path = '/resources/target-pregnancy-prediction-health-advertising';
  await visit(page, path);
  const link = page.getByRole('link', { name: /Share on LinkedIn/ });
  await expect(page.getByText('Share this article:')).toBeVisible();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const href = new URL((await link.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://www.linkedin.com/shareArticle');
  expect(href.searchParams.get('mini')).toBe('true');
  expect(href.searchParams.get('url')).toBe(`${SITE_URL}${path}`);
  expect(href.searchParams.get('title')).toBe(await page.getByRole('heading', { level: 1 }).textContent());
  expect(href.searchParams.get('summary')).toBe(await page.locator('meta[name="description"]').getAttribute('content'));
});

test('the Target article has its sections and consultation call', async ({ page }) => {
  await visit(page, '/resources/target-pregnancy-prediction-health-advertising');
  await expect(page.locator('article').getByRole('heading', { level: 2 })).toHaveText([
    'How Target Knew',
    'Why It Still Matters Today',
    'Final Thought',
  ]);
  await expect(page.getByText('July 25, 2025')).toBeVisible();
  await expect(page.getByText('Ready to rethink your audience strategy?')).toBeVisible();
  const consultation = page.getByRole('link', { name: 'Schedule a consultation' });
  await expect(consultation).toHaveText('Schedule a consultation →');
  await consultation.click();
  await expect(page).toHaveURL('/contact');
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
    await visit(page, path);
    await page.waitForLoadState('networkidle');
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
  await visit(page, '/resources/compliance-not-privacy');
  await page.waitForLoadState('networkidle');
  expect(playerChunks).toEqual([]);

  await page.getByRole('link', { name: 'Back to Resources' }).first().click();
  await page.getByRole('link', { name: /^Read more ?: Navigating the New Rules of Healthcare Advertising/ }).click();
  await expect(page).toHaveURL('/resources/navigating-new-rules-healthcare-advertising');
  await expect(page.getByRole('button', { name: /^Play episode/ })).toBeVisible();
  expect(playerChunks).toHaveLength(1);
});

test('card titles show at most 2 lines and summaries at most 3, whatever the row height', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/resources');
  const cards = page.getByRole('list', { name: 'Articles' }).getByRole('article');
  await expect(cards).toHaveCount(ON_FIRST_PAGE);
  const overflowing = await cards.evaluateAll((articles) =>
    articles.flatMap((article) =>
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
