import { expect, test } from './support/fixtures';
import { ERROR_VIEW, expectPage, staticPages, visit, watchConsole } from './support/site';
import { RERENDERED, rewriteTextBeforeHydration, translate } from './support/translator';

/*
 * What a browser translator or an extension does to a page: it rewrites text before the app hydrates
 * (React then renders the page afresh over it), or wraps every text node in <font> elements afterwards,
 * and keeps wrapping the text the app adds (Chrome's translator). Under the site's own
 * Content-Security-Policy and Trusted Types (the fixture fails on any violation), the page stays whole
 * and keeps working: every text the app swaps lives in an element of its own that stays. The forms under
 * a translator: contact-form.spec.ts and privacy-request-form.spec.ts. An article rewritten before hydration,
 * then translated: share.spec.ts. A form page, typed in and then translated before hydration:
 * forms-before-hydration.spec.ts.
 */

// Every route, translated, leaves and comes back on the client: every-page.spec.ts.
// The menus are the layout's, the same on every route: translated, they are checked on one.
test('translated after hydration, the menus open and close, the dropdown from the keyboard too (arrows, Escape, focus back on the button), and their links navigate', async ({
  page,
}) => {
  const messages = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/');
  // At this width the dropdown stands in for the phone's menu.
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Blueprint home' })).toHaveAttribute('href', '/');
  expect(await translate(page)).toBeGreaterThan(20);
  await page.evaluate(() => Object.assign(window, { documentMark: true }));

  // The dropdown, once it has taken the translated popover's place: opened from the keyboard, which focuses
  // its first item, closed, opened again with a click and a link chosen.
  await expect(page.locator('header button[aria-haspopup="menu"]')).toHaveCount(1);
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'About' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'About' }).click();
  await expectPage(page, staticPages[1].h1);

  // The phone's menu: opened, closed, opened again and a link chosen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const list = page.getByRole('navigation', { name: 'Main' });
  await expect(list).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(list).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await list.getByRole('link', { name: 'Resources' }).click();
  await expectPage(page, 'Resources');
  await expect(list).toBeHidden();

  expect(await page.evaluate(() => 'documentMark' in window), 'every navigation stayed on the client').toBe(true);
  expect(messages).toEqual([]);
});

/*
 * The listing translated in 'replace' mode, which fails wherever 'wrap' mode fails (both take React's text
 * node out of the element React put it in, so removing it or inserting next to it throws) and also where an
 * update goes to the detached node and never shows. An article translated: share.spec.ts.
 */
test('the listing, its text rewritten before hydration, recovers; translated after: search, its count and excerpts, the chips, a suggestion and Clear', async ({
  page,
}) => {
  const messages = watchConsole(page);
  await rewriteTextBeforeHydration(page);
  await visit(page, '/resources');
  // The rewrite really happened (else the test proves nothing) and was recovered from: the page is whole again.
  await expect.poll(() => messages.filter((message) => RERENDERED.test(message))).toHaveLength(1);
  await expectPage(page, 'Resources');
  await expect(
    page.getByRole('main').getByText('Compliance Is Not the Same as Privacy', { exact: true }).first(),
  ).toBeVisible();
  await translate(page, 'replace');
  const box = page.getByRole('searchbox', { name: 'Search articles' });
  const cards = page.getByRole('list', { name: 'Articles' }).getByRole('article');
  const status = page.getByRole('status').filter({ hasText: /found|Searching/ });

  /** The marked words in the cards (`selector`) that start as `word` does. */
  const marks = (word: RegExp, selector = 'main article mark') => page.locator(selector).filter({ hasText: word });

  // A word found only in the bodies: the cards show a marked line of the body.
  await box.fill('sephora');
  await expect(marks(/^Sephora/i, 'main article p mark').first()).toBeVisible();
  const found = await cards.count();
  expect(found).toBeGreaterThan(0);
  await expect(status).toHaveText(`${found} ${found === 1 ? 'article' : 'articles'} found`);

  // Another query: other cards, other marks, another count (the translated nodes are replaced).
  await box.fill('california privacy');
  await expect(marks(/^California/i).first()).toBeVisible();
  await expect(marks(/^Sephora/i)).toHaveCount(0);
  await expect
    .poll(async () => `${await status.textContent()} / ${await cards.count()}`)
    .toMatch(/^(\d+) articles found \/ \1$/);

  // A chip, then nothing found, then the suggestion, then Clear.
  await page.getByRole('button', { name: 'HIPAA', exact: true }).click();
  await expect(box).toHaveValue('HIPAA');
  await expect(page.getByRole('button', { name: 'HIPAA', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await box.fill('prgnacy');
  await expect(page.getByText('No articles found matching your search.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'pregnancy', exact: true }).click();
  await expect(box).toHaveValue('pregnancy');
  await expect(cards.first()).toBeVisible();
  await box.fill('zzqqxx');
  await expect(page.getByRole('navigation', { name: 'Topics to try' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(box).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Clear' })).toHaveCount(0);
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('main article mark')).toHaveCount(0);

  // A card still navigates on the client.
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/resources\/[a-z0-9-]+$/);
  await expect(page.getByText(ERROR_VIEW)).toHaveCount(0);
  expect(messages.filter((message) => !RERENDERED.test(message))).toEqual([]);
});
