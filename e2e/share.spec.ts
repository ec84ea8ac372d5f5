import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { visitWithPrefetcher } from './support/prefetcher';
import { ERROR_VIEW, SITE_URL, watchConsole, watchInFlight } from './support/site';
import { RERENDERED, rewriteTextBeforeHydration, translate } from './support/translator';

/*
 * An article's share tools in a real browser: the clipboard, the network, and what translators do to the
 * page: text rewritten before hydration (React renders the article afresh over it), then Chrome's
 * translator in 'replace' mode (e2e/support/translator.ts), which fails wherever 'wrap' mode fails.
 * Share… only where the browser has a share sheet, with the article's title and summary, and Copy link
 * announced again: tests/article/ShareLinks.test.tsx.
 */

const ARTICLE = '/resources/compliance-not-privacy';
const LINKED = '/resources/healthline-case-healthcare-marketers';

test('an article rewritten before hydration recovers whole; Copy link puts the canonical URL on the clipboard and announces it, with no request; translated, it still confirms, and a link in the body renders the next article on the client; where copying is refused, the link is shown selected and the visitor is told', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const messages = watchConsole(page);
  await rewriteTextBeforeHydration(page);
  // Background loading is counted out: the prefetcher, which starts once the page is idle, and the
  // article's lazy images near the button (scrolled into view), each waited for until it has arrived.
  const inFlight = watchInFlight(page);
  await visitWithPrefetcher(page, ARTICLE);
  // The rewrite really happened (else the test proves nothing) and was recovered from.
  await expect.poll(() => messages.filter((message) => RERENDERED.test(message))).toHaveLength(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compliance Is Not the Same as Privacy');
  const copy = page.getByRole('button', { name: 'Copy link' });
  await copy.scrollIntoViewIfNeeded();
  await expect.poll(inFlight).toBe(0);
  const requests: string[] = [];
  page.on('request', (request) => {
    const ownImage = request.resourceType() === 'image' && new URL(request.url()).origin === new URL(page.url()).origin;
    if (!ownImage) requests.push(`${request.method()} ${request.url()}`);
  });
  await copy.click();
  // The article's own status message (the layout has a route announcer too).
  const status = page.locator('article').getByRole('status');
  await expect(status).toHaveText('Link copied.');
  await expect(status).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE_URL}${ARTICLE}`);
  expect(requests).toEqual([]);

  expect(await translate(page, 'replace')).toBeGreaterThan(20);
  await page.evaluate(() => Object.assign(window, { documentMark: true }));
  await copy.click();
  await expect(status).toHaveText('Link copied.');
  // Another article in the same page component: its title, byline and body replace this one's.
  const h1 = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByRole('main').getByRole('link', { name: 'Healthline case', exact: true }).click();
  await expect(page).toHaveURL(LINKED);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Healthline');
  await expect(page.getByRole('main')).not.toContainText(h1!);
  expect(await page.evaluate(() => 'documentMark' in window), 'the link stayed on the client').toBe(true);
  await copy.click();
  await expect(status).toHaveText('Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE_URL}${LINKED}`);

  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Refused', 'NotAllowedError'));
  });
  await copy.click();
  const field = page.getByRole('textbox', { name: 'Link to this article' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(`${SITE_URL}${LINKED}`);
  expect(
    await field.evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart!, input.selectionEnd!)),
  ).toBe(`${SITE_URL}${LINKED}`);
  await expect(status).toHaveText(/not allowed/);
  // The field that appears is labelled and keeps the page accessible.
  await expectNoAxeViolations(page, 'article');
  await expect(page.getByText(ERROR_VIEW)).toHaveCount(0);
  expect(messages.filter((message) => !RERENDERED.test(message))).toEqual([]);
});
