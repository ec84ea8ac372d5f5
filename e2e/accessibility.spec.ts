import { expect, test } from './support/fixtures';
import { visit } from './support/site';

// axe runs on every page at 390 px, and at 1280 px once per page component, in every-page.spec.ts.

test('after a client-side navigation focus moves to the new h1 and the title is announced', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.locator('[role="status"][aria-live="polite"]').first()).toHaveText('Privacy Policy | Blueprint');
});

test('interactive elements show a visible focus indicator', async ({ page }) => {
  await visit(page, '/contact');
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return { tag: el.tagName, width: parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(outline.style, outline.tag).not.toBe('none');
    expect(outline.width, outline.tag).toBeGreaterThanOrEqual(2);
  }
});

test('prefers-reduced-motion turns animations and transitions off', async ({ page }) => {
  const duration = () =>
    page.getByRole('link', { name: 'Get Started' }).evaluate((el) => getComputedStyle(el).transitionDuration);
  await visit(page, '/');
  expect(parseFloat(await duration())).toBeGreaterThan(0.05);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(parseFloat(await duration())).toBeLessThan(0.001);
});
