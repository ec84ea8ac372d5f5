/**
 * The smoke journeys of the suite, in Chromium, against the build as the generated nginx block serves
 * it (./server.ts) rather than as the preview server does: the pages hydrate cleanly, a search (the
 * index's files as nginx sends them) and a form's post under the policy nginx sends. Client-side
 * navigation and each form's own behaviour are the main suite's: nginx sends the same files with the
 * same headers (./http.spec.ts), so they hold here as there.
 *
 * nginx serves static files only; the forms API is another service (VITE_API_BASE_URL). Its stand-in
 * answers in the browser (page.route), after the page's own fetch has passed the CSP nginx sent.
 */
import { fillContact, interceptSubmit, toast } from '../support/forms';
import { readFileSync } from 'node:fs';
import { sitemapPaths, visit, watchConsole } from '../support/site';
import { expect, test } from './fixtures';

const errorPages = ['/no-such-page', '/resources/no-such-article'];

// Every page but the articles, and one article for all: the articles share one route, and their chunks one
// nginx location (/assets/). The article here is the newest (the feed's first item): after a content deploy,
// the article a stale block never saw. Other articles hydrate in e2e/every-page.spec.ts, on the preview
// server: only the few that between them hold every kind of block, since the rest differ only in text.
const feed = readFileSync(new URL('../../dist/resources/rss.xml', import.meta.url), 'utf8');
const newestArticle = new URL(feed.match(/<item>[\s\S]*?<link>([^<]+)<\/link>/)![1]).pathname;
const others = sitemapPaths().filter((path) => !path.startsWith('/resources/'));

for (const path of [...others, newestArticle, ...errorPages]) {
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

test('the contact form sends its message to the API', async ({ page }) => {
  const messages = watchConsole(page);
  await visit(page, '/contact');
  // The forms API's stand-in: accepts every submission, as the real one answers a valid one.
  const received = await interceptSubmit(page, (route) => route.fulfill({ json: { ok: true, id: 'stand-in' } }));
  const values = await fillContact(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Submission received.')).toBeVisible();
  expect(received).toEqual([expect.objectContaining({ formType: 'contact', email: values.email })]);
  expect(messages).toEqual([]);
});
