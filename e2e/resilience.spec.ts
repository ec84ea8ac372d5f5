import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { SERVED_PAGE_NOTICE } from '../src/app/servedPage';
import { ERROR_VIEW, expectHydrated, expectPage, pageLoads, staticPages, visit, watchConsole } from './support/site';

/*
 * What an open tab meets in production: a deploy that replaced the hashed chunks it would load next, and a
 * connection that drops. Neither may end on "Unexpected Application Error!" (lib/chunkRecovery.ts).
 */

const ARTICLE = '/resources/target-pregnancy-prediction-health-advertising';
const ARTICLE_TITLE = 'What Target’s Pregnancy Prediction Teaches Health Advertisers';
const articleSocialImage = (page: Page) =>
  page.getByRole('list', { name: 'Articles' }).locator(`a[href="${ARTICLE}"]`).first();

const ARTICLE_CHUNK = /\/assets\/ArticlePage-[^/]+\.js$/;
/** What a page shows when it stays as served: its own code could not load. */
const servedNotice = (page: Page) => page.getByRole('status').filter({ hasText: SERVED_PAGE_NOTICE });
/** The browser's own reports of a missing file are all a page with a missing chunk may log. */
const besidesMissingFiles = (messages: string[]) =>
  messages.filter((message) => !/Failed to (fetch|load)|status of 404/.test(message));

test.describe('after a deploy, a click still reaches its page', () => {
  test('listing → article: a full page load of the article', async ({ page }) => {
    await visit(page, '/resources');
    const documents = pageLoads(page);
    // Missing until the next full page load, whose HTML names the new deploy's chunks.
    await page.route(/\/assets\/(ArticlePage|body)-[^/]+\.js$/, (route) =>
      documents.length ? route.continue() : route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' }),
    );
    await articleSocialImage(page).click();
    await expectPage(page, ARTICLE_TITLE, ARTICLE);
    await expectHydrated(page);
    expect(documents).toEqual([ARTICLE]);
  });

  test('a deploy that is itself broken reloads once and keeps the served page, whose links load their page in full; a second click shows the error', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    await visit(page, '/resources');
    const documents = pageLoads(page);
    // The chunk stays missing after the reload too.
    await page.route(ARTICLE_CHUNK, (route) => route.fulfill({ status: 404, body: '' }));
    await articleSocialImage(page).click();
    // A full page load and a start-up that waits for the browser to be idle: a longer wait than most.
    await expect(servedNotice(page)).toBeVisible({ timeout: 15_000 });
    await expectPage(page, ARTICLE_TITLE, ARTICLE);
    expect(documents).toEqual([ARTICLE]);
    expect(besidesMissingFiles(messages)).toEqual([]);

    // A link of the served page loads its page in full, and that page (whose code is there) works as usual.
    // Back on a page that works, the same click within the reload guard's window: a routing failure during
    // client navigation, which is what the error view is for (rather than reloading in a loop).
    await page.getByRole('link', { name: 'Back to Resources' }).click();
    await expectPage(page, 'Resources', '/resources');
    await expectHydrated(page);
    await articleSocialImage(page).click();
    await expect(page.getByText(ERROR_VIEW)).toBeVisible();
    await expect(page).toHaveURL(ARTICLE);
    expect(documents).toEqual([ARTICLE, '/resources']);
  });
});

test.describe('a page whose own code cannot load stays as served, its links plain links', () => {
  // Opened directly, a page whose chunk is missing reloads once, then stays as served (documents: the page
  // twice); reached by a client navigation, the test above.
  test("the home page on a phone: the notice, and the served page's menu still opens and its links load their page", async ({
    page,
  }) => {
    const messages = watchConsole(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const documents = pageLoads(page);
    await page.route(/\/assets\/HomePage-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    await expect(servedNotice(page)).toBeVisible({ timeout: 15_000 });
    await expectPage(page, staticPages[0].h1, '/');
    expect(besidesMissingFiles(messages)).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await menu.getByRole('link', { name: 'Privacy by Design' }).click();
    await expectPage(page, staticPages[3].h1, '/privacy-by-design');
    expect(documents).toEqual(['/', '/', '/privacy-by-design']);
  });
});

test('offline, a click keeps the page and says so, Retry offline too; another link waits as well, and Retry online goes to the last one chosen', async ({
  page,
  context,
}) => {
  const messages = watchConsole(page);
  await visit(page, '/resources');
  await context.setOffline(true);
  await articleSocialImage(page).click();

  const notice = page.getByRole('alert').filter({ hasText: 'You appear to be offline' });
  await expect(notice).toBeVisible();
  await expectPage(page, 'Resources', '/resources');

  // Still offline: the notice comes back, the page stays.
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL('/resources');

  // The contact page's code is not loaded yet either: the notice stays, now for that page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(notice).toBeVisible();
  await context.setOffline(false);
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expectPage(page, staticPages.find((known) => known.path === '/contact')!.h1, '/contact');
  await expect(notice).toHaveCount(0);
  // Failed fetches are logged by the browser itself; nothing else may be.
  expect(messages.filter((message) => !/Failed to (fetch|load)|ERR_INTERNET_DISCONNECTED/.test(message))).toEqual([]);
});
