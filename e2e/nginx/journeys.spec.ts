/**
 * The smoke journeys of the suite, in Chromium, against the build as the generated nginx block serves
 * it (./server.ts) rather than as the preview server does: every page hydrates cleanly, a search, a
 * client-side navigation and both forms.
 *
 * nginx serves static files only; the forms API is another service (VITE_API_BASE_URL). Its stand-in
 * answers in the browser (page.route), after the page's own fetch has passed the CSP nginx sent.
 */
import type { Page } from '@playwright/test';
import { SUBMIT, fillContact, fillPrivacy, toast } from '../support/forms';
import { sitemapPaths, visit, watchConsole } from '../support/site';
import { expect, test } from './fixtures';

/** The forms API's stand-in: accepts every submission, as the real one answers a valid one. */
async function standInApi(page: Page): Promise<unknown[]> {
  const received: unknown[] = [];
  await page.route(SUBMIT, async (route, request) => {
    expect(request.method()).toBe('POST');
    received.push(request.postDataJSON());
    await route.fulfill({ status: 200, json: { ok: true, id: `stand-in-${received.length}` } });
  });
  return received;
}

const errorPages = ['/no-such-page', '/resources/no-such-article'];

for (const path of [...sitemapPaths(), ...errorPages]) {
  test(`${path} hydrates with one h1 and a clean console`, async ({ page, nginxOrigin }) => {
    const messages = watchConsole(page);
    await visit(page, path);
    expect(new URL(page.url()).origin, 'served by nginx').toBe(nginxOrigin);
    await expect(page.locator('h1')).toHaveCount(1);
    // An error page's own status and its console note are expected; nothing else is.
    const expected = errorPages.includes(path) ? [/^warning: 404: no page at/, /status of 404/] : [];
    expect(messages.filter((message) => !expected.some((pattern) => pattern.test(message)))).toEqual([]);
  });
}

test('a search on /resources filters the listing and lives in the URL', async ({ page }) => {
  const messages = watchConsole(page);
  await visit(page, '/resources');
  const cards = page.getByRole('list', { name: 'Articles' }).getByRole('listitem');
  const all = await cards.count();
  await page.getByRole('button', { name: 'Podcasts' }).click();
  await expect(page).toHaveURL('/resources?q=Podcasts');
  await expect(cards).not.toHaveCount(all);
  expect(await cards.count()).toBeGreaterThan(0);

  await page.getByPlaceholder('Search articles...').fill('zzqx-nothing');
  await expect(page.getByText('No articles found matching your search.')).toBeVisible();
  expect(messages).toEqual([]);
});

test('a link is followed in the page, without loading a new document', async ({ page }) => {
  const messages = watchConsole(page);
  await visit(page, '/terms');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('link', { name: 'Blueprint home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Increase patient conversion without compromising privacy',
  );
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(messages).toEqual([]);
});

test('the contact form sends its message to the API', async ({ page }) => {
  const messages = watchConsole(page);
  await visit(page, '/contact');
  const received = await standInApi(page);
  const values = await fillContact(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Submission received.')).toBeVisible();
  expect(received).toEqual([expect.objectContaining({ formType: 'contact', email: values.email })]);
  expect(messages).toEqual([]);
});

test('the privacy request form sends its request to the API', async ({ page }) => {
  const messages = watchConsole(page);
  await visit(page, '/privacy-choices');
  const received = await standInApi(page);
  await fillPrivacy(page);
  await page.getByRole('button', { name: 'Submit Privacy Request' }).click();
  await expect(page.getByRole('heading', { name: 'Request Submitted Successfully' })).toBeFocused();
  expect(received).toEqual([expect.objectContaining({ formType: 'privacy', email: 'ada@example.com' })]);
  expect(messages).toEqual([]);
});
