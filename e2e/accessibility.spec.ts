import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { sitemapPaths, visit } from './support/site';

const paths = [...sitemapPaths(), '/no-such-page', '/resources/no-such-article'];

for (const width of [390, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of paths) {
      test(path, async ({ page }) => {
        await visit(page, path);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const summary = violations.map(
          (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
        expect(summary).toEqual([]);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(page.locator('h1')).toHaveCount(1);
      });
    }
  });
}

test('after a client-side navigation focus moves to the new h1 and the title is announced', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
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
