import { expect, test } from './support/fixtures';
import { PLAYER_HOSTS } from '../src/config/site.ts';
import { PAGE_SIZE } from '../src/features/resources/listing';
import { CLIENT_RUNTIMES } from '../tools/content/requirements';
import { holdScripts } from './support/forms';
import { visitWithPrefetcher } from './support/prefetcher';
import { listedArticleCount, requestsTo, SITE_URL, visit } from './support/site';

/** The cards /resources shows: every listed article, or its first page's worth once they fill more than one. */
const ON_FIRST_PAGE = Math.min(listedArticleCount(), PAGE_SIZE);

test('the listing shows 1, 2 and 3 columns at 390, 768 and 1280 px, card titles in 2 lines, summaries in 3; its search, typed key by key fast and slow, keeps every character, the focus and the scroll position, is in the address at once, and Back returns to it after Clear or an article, whose own card the head then names', async ({
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

  /*
   * Typed the way people type: one key at a time, with and without a pause between keys. fill() writes a
   * whole value in one step and once hid a search box that kept only the first character (each keystroke
   * rewrote ?q= and the layout treated that as a new page: scroll to top, focus the h1).
   */
  await page.setViewportSize({ width: 1280, height: 700 });
  // Scrolled a little, as a visitor who has read the header: a jump to the top would show.
  await page.evaluate(() => window.scrollTo(0, 120));
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  const articles = page.getByRole('list', { name: 'Articles' }).getByRole('article');
  const expectTyped = async (text: string, marked: RegExp) => {
    await expect(search).toHaveValue(text);
    await expect(search).toBeFocused();
    // The address follows each key, without waiting for a pause or a router update. Read in the page:
    // Playwright's page.url() learns of a history change a moment later.
    expect(await page.evaluate(() => window.location.search)).toBe(`?q=${text.replace(/ /g, '+')}`);
    // The listing follows the box: each card shows a word of the query marked (in its title, summary or body).
    await expect(articles.first()).toBeVisible();
    for (const card of await articles.all()) await expect(card.locator('mark').first()).toHaveText(marked);
    expect(await page.evaluate(() => window.scrollY), 'the page scrolled while typing').toBe(120);
  };
  await search.click();
  await search.pressSequentially('california privacy');
  await expectTyped('california privacy', /^(california|privacy)/i);
  // Backspace key by key at 40 ms a key down to a word that matches, then the word again, and the listing follows.
  for (let i = 0; i < ' privacy'.length; i++) await search.press('Backspace', { delay: 40 });
  await expectTyped('california', /^california/i);
  await search.pressSequentially(' privacy', { delay: 40 });
  await expectTyped('california privacy', /^(california|privacy)/i);

  // Clear is a new entry: Back returns to the typed search.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL('/resources');
  await page.goBack();
  await expect(page).toHaveURL('/resources?q=california+privacy');
  await expect(search).toHaveValue('california privacy');

  // Typed, then straight to an article, then Back: the search as it was typed, last key included.
  await search.press('End');
  await search.pressSequentially(' healthcare');
  await expect(cards.first().locator('mark').first()).toBeVisible();
  const title = (await cards.first().getByRole('heading').textContent())!;
  await cards
    .first()
    .getByRole('link', { name: /Read more/ })
    .click();
  await expect(page).toHaveURL(/\/resources\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const article = new URL(page.url()).pathname;
  // The head names the new page's card, once: the listing's tags are replaced, not added to.
  const image = page.locator('meta[property="og:image"]');
  await expect(image).toHaveCount(1);
  await expect(image).toHaveAttribute('content', `${SITE_URL}/og${article}.png`);
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
    'content',
    new RegExp(`^Blueprint card: “${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}” — `),
  );
  await page.goBack();
  await expect(page).toHaveURL('/resources?q=california+privacy+healthcare');
  await expect(search).toHaveValue('california privacy healthcare');
  await page.goForward();
  await expect(page).toHaveURL(article);
});

/** A request to one of the allowed player hosts (the CSP frame-src). */
const playerRequest = new RegExp(`^(${PLAYER_HOSTS.map((host) => host.replace(/\./g, '\\.')).join('|')})/`);

const NAVIGATING = '/resources/navigating-new-rules-healthcare-advertising';

test('before the scripts arrive, text typed in the search box is kept and searched once they have, and a topic chip loads the listing searching for its topic; without JavaScript no search is offered', async ({
  page,
  browser,
}) => {
  const box = page.getByRole('searchbox', { name: 'Search articles' });
  const found = page.getByRole('status').filter({ hasText: /^\d+ articles? found$/ });

  let release = await holdScripts(page);
  await page.goto('/resources');
  await box.pressSequentially('hipaa');
  await release();
  await expect(found).toBeVisible();
  await expect(box).toHaveValue('hipaa');
  await expect(page).toHaveURL(/\/resources\?q=hipaa$/);

  await page.unrouteAll();
  release = await holdScripts(page);
  await page.goto('/resources');
  await page.getByRole('button', { name: 'HIPAA', exact: true }).click();
  await expect(page).toHaveURL(/\/resources\?q=HIPAA$/);
  await release();
  await expect(found).toBeVisible();
  await expect(box).toHaveValue('HIPAA');
  await expect(page.getByRole('button', { name: 'HIPAA', exact: true })).toHaveAttribute('aria-pressed', 'true');

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const served = await withoutScripts.newPage();
  await served.goto('/resources');
  await expect(served.getByRole('list', { name: 'Articles' }).getByRole('listitem')).toHaveCount(ON_FIRST_PAGE);
  await expect(served.locator('[role="search"]')).toBeHidden();
  await withoutScripts.close();
});

test('an episode: its player is live on the first load without the body’s chunk or the renderer, and makes no third-party request until play is pressed; after a client navigation another episode’s is in place, its code loaded once', async ({
  page,
  baseURL,
}) => {
  const offOrigin: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) offOrigin.push(request.url());
  });
  const playerChunks = requestsTo(page, /\/assets\/PodcastPlayer-[^/]+\.js$/);
  const clientRender = requestsTo(page, /\/assets\/(body|clientArticle)-[^/]+\.js$/);
  // Keep the test off the network: answer the player's host locally once it is asked for.
  await page.route(playerRequest, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
  );
  const play = page.getByRole('button', { name: /^Play episode/ });
  const runtime = page.locator('dt', { hasText: 'Runtime' }).locator('+ dd');
  /** No frame and no third-party request until play is pressed; then the frame, from a player host only. */
  const expectPlayOnlyOnRequest = async () => {
    await expect(play).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(offOrigin).toEqual([]);
    await play.click();
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect.poll(() => offOrigin.length).toBeGreaterThan(0);
    expect(offOrigin.every((url) => playerRequest.test(url))).toBe(true);
    offOrigin.length = 0;
  };

  // Hydrated and idle: the page has started everything it starts on its own.
  await visitWithPrefetcher(page, '/resources/red-clover-healthcare-advertising-podcast');
  // This episode's runtime awaits the client's confirmation: whatever its page holds.
  await expect(runtime).toContainText(/\S/);
  await expectPlayOnlyOnRequest();
  expect(clientRender).toEqual([]);

  await page.getByRole('link', { name: 'Back to Resources' }).first().click();
  await page.getByRole('link', { name: /^Read more ?: Navigating the New Rules of Healthcare Advertising/ }).click();
  await expect(page).toHaveURL(NAVIGATING);
  // The client gives this one's runtime.
  await expect(runtime).toContainText(CLIENT_RUNTIMES['navigating-new-rules-healthcare-advertising']);
  await expectPlayOnlyOnRequest();
  expect(playerChunks).toHaveLength(1);
});
