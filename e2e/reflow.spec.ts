import { mainNav } from '../src/config/nav';
import { expect, test } from './support/fixtures';
import { expectWithinViewport } from './support/reflow';
import { visit } from './support/site';

/*
 * WCAG 2.2 SC 1.4.10 Reflow: at 320 CSS px wide (a small phone, or a 1280 px desktop zoomed to 400%) the
 * page reads in one column and never scrolls sideways. Only content that needs two dimensions (a wide
 * table) may scroll, inside its own container. axe does not test any of this.
 */
const VIEWPORT = { width: 320, height: 640 };

test.use({ viewport: VIEWPORT });

// Every page reflows at 320 px, each table fitting its column or scrolling in a region of its own:
// every-page.spec.ts (expectReflow).

// 320 × 256 is a 1280 × 1024 desktop at 400% zoom: the open menu is taller than the viewport, so each item
// must be scrolled to. No style depends on the viewport's height, so a taller phone shows it more easily.
test('at 320 × 256 the menu opens and every item can be reached and chosen', async ({ page }) => {
  await page.setViewportSize({ width: VIEWPORT.width, height: 256 });
  await visit(page, '/');
  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const item of mainNav) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expectWithinViewport(menu.getByRole('link'));
    // A short timeout: an item the viewport cannot show would otherwise hang until the test's own limit.
    await menu.getByRole('link', { name: item.name, exact: true }).click({ timeout: 5_000 });
    await expect(page).toHaveURL(item.path);
    // The new page is rendered once the page change has moved focus to its h1: the next round starts there.
    await expect(page.locator('main h1')).toBeFocused();
    await expect(menu).toBeHidden();
  }
});

// The forms filled and sent at 320 px: contact-form.spec.ts, privacy-request-form.spec.ts.

// An article's two-column table stacks its rows at 320 px (every-page.spec.ts checks that it fits); its column
// headings are hidden from sight only, so a screen reader still names each cell's column.
test('at 320 px an article table keeps its column and row headers for assistive technology', async ({ page }) => {
  await visit(page, '/resources/healthline-case-healthcare-marketers');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  const rows = await table.getByRole('rowheader').count();
  expect(rows).toBeGreaterThan(0);
  await expect(table.getByRole('cell')).toHaveCount(rows);
});
