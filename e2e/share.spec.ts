import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { visitWithPrefetcher } from './support/prefetcher';
import { SITE_URL, watchInFlight } from './support/site';

// Share… only where the browser has a share sheet, and Copy link announced again: tests/article/ShareLinks.test.tsx.

const path = '/resources/target-pregnancy-prediction-health-advertising';

test('Copy link puts the canonical URL on the clipboard and announces it, with no request; Share… hands the device’s share sheet the article; where copying is refused, the link is shown selected and the visitor is told', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    Object.defineProperty(window, 'shareCalls', { value: calls });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => (calls.push(data), Promise.resolve()),
    });
  });
  // Background loading is counted out: the prefetcher, which starts once the page is idle, and the
  // article's lazy images near the button (scrolled into view), each waited for until it has arrived.
  const inFlight = watchInFlight(page);
  await visitWithPrefetcher(page, path);
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
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE_URL}${path}`);
  expect(requests).toEqual([]);

  await page.getByRole('button', { name: 'Share…' }).click();
  const calls = await page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls);
  expect(calls).toEqual([
    {
      url: `${SITE_URL}${path}`,
      title: await page.getByRole('heading', { level: 1 }).textContent(),
      text: await page.locator('meta[name="description"]').getAttribute('content'),
    },
  ]);

  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Refused', 'NotAllowedError'));
  });
  await copy.click();
  const field = page.getByRole('textbox', { name: 'Link to this article' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(`${SITE_URL}${path}`);
  expect(
    await field.evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart!, input.selectionEnd!)),
  ).toBe(`${SITE_URL}${path}`);
  await expect(status).toHaveText(/not allowed/);
  // The field that appears is labelled and keeps the page accessible.
  await expectNoAxeViolations(page, 'article');
});
