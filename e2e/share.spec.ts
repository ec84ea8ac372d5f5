import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { visitWithPrefetcher } from './support/prefetcher';
import { SITE_URL, visit, watchInFlight } from './support/site';

const path = '/resources/target-pregnancy-prediction-health-advertising';

test('Copy link puts the canonical URL on the clipboard and announces it, with no request', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
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
  await expect(page.locator('article').getByRole('status')).toHaveText('Link copied.');
  await expect(page.locator('article').getByRole('status')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE_URL}${path}`);
  expect(requests).toEqual([]);
});

test('where copying is refused, the link is shown selected and the visitor is told', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Refused', 'NotAllowedError'));
  });
  await visit(page, path);
  await page.getByRole('button', { name: 'Copy link' }).click();
  const field = page.getByRole('textbox', { name: 'Link to this article' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(`${SITE_URL}${path}`);
  expect(
    await field.evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart!, input.selectionEnd!)),
  ).toBe(`${SITE_URL}${path}`);
  await expect(page.locator('article').getByRole('status')).toHaveText(/not allowed/);
  // The field that appears is labelled and keeps the page accessible.
  const { violations } = await new AxeBuilder({ page }).include('article').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});

test('Share… opens the device’s share sheet with the article, only where the browser has one', async ({ page }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
  });
  await visit(page, path);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share…' })).toHaveCount(0);

  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    Object.defineProperty(window, 'shareCalls', { value: calls });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => (calls.push(data), Promise.resolve()),
    });
  });
  await visit(page, path);
  await page.getByRole('button', { name: 'Share…' }).click();
  const calls = await page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls);
  expect(calls).toEqual([
    {
      url: `${SITE_URL}${path}`,
      title: await page.getByRole('heading', { level: 1 }).textContent(),
      text: await page.locator('meta[name="description"]').getAttribute('content'),
    },
  ]);
});
