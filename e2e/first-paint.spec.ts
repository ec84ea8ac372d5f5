import { expect, test } from './support/fixtures';
import { requestsTo, visit } from './support/site';

/*
 * The home page loaded once, for what only a browser shows of any page: the loader's order, the inline
 * stylesheet at work, the skip link and the focus ring, reduced motion, anchors, and what a
 * client navigation does (to the top, focus on the new h1, its title announced).
 * Every page's HTML has the same loader and stylesheet, which every form of the policy allows by
 * their hashes (built-site.spec.ts); the fixtures fail any test in which the browser reports a CSP violation.
 */
test('the home page requests only its font before the first contentful paint, then its scripts, and no icon; it is styled from its inline stylesheet and fetches none, nor does a client navigation, which starts at the top, moves focus to the new h1 and announces its title; the skip link, the focus ring, reduced motion and anchors', async ({
  page,
}) => {
  const icons = requestsTo(page, /favicon|\.ico$/);
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css'))
      stylesheets.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/');
  const { firstContentfulPaint, resources } = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    resources: performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));
  expect(firstContentfulPaint).toBeGreaterThan(0);
  const beforePaint = resources.filter((entry) => entry.startTime < firstContentfulPaint!).map((entry) => entry.path);
  expect(beforePaint.filter((path) => !/^\/assets\/inter-subset-[\w-]+\.woff2$/.test(path))).toEqual([]);
  expect(resources.filter((entry) => entry.path.endsWith('.js')).length).toBeGreaterThan(1);
  expect(icons).toEqual([]);

  // Tailwind's rules applied: the fixed header and the site's font (the browser default would be static and serif).
  const header = page.locator('body > #root header').first();
  await expect(header).toHaveCSS('position', 'fixed');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
  expect(await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.ownerNode?.nodeName))).toEqual([
    'STYLE',
  ]);

  // The first Tab reaches the skip link, shown; it and every control after it show a visible focus indicator.
  const skip = page.getByRole('link', { name: 'Skip to content' });
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    if (i === 0) {
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
    }
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return { tag: el.tagName, width: parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(outline.style, outline.tag).not.toBe('none');
    expect(outline.width, outline.tag).toBeGreaterThanOrEqual(2);
  }
  for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+Tab');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  const transition = () =>
    page
      .getByRole('link', { name: 'Get Started' })
      .evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
  expect(await transition()).toBeGreaterThan(0.05);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await transition()).toBeLessThan(0.001);
  // Back to motion: a smooth scroll must still end where it should.
  await page.emulateMedia({ reducedMotion: 'no-preference' });

  // An in-page anchor scrolls to its target.
  await page.getByRole('link', { name: 'Why Blueprint' }).click();
  await expect(page.locator('#why-section')).toBeInViewport();

  const footer = page.getByRole('contentinfo');
  // A client navigation starts at the top, moves focus to the new h1 and announces the new title.
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await footer.getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
  await expect(page.locator('[role="status"][aria-live="polite"]').first()).toHaveText('Terms of Use | Blueprint');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(header).toHaveCSS('position', 'fixed');
  expect(stylesheets).toEqual([]);

  // The page's own contents link to its sections; the next page starts at the top again.
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: /Governing Law/ })
    .click();
  await expect(page).toHaveURL('/terms#governing-law');
  await expect(page.locator('#governing-law')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await footer.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL('/contact');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
