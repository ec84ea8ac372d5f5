import { footerNav } from '../src/config/nav';
import { expect, test } from './support/fixtures';
import { visit } from './support/site';

test.describe('small screens (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('choosing the current page still closes the list', async ({ page }) => {
    await visit(page, '/about');
    // At this width the toggle list stands in for the dropdown.
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  test('a menu opened while a navigation is committing stays open on the new page', async ({ page }) => {
    await visit(page, '/');
    // The toggle is pressed the moment the address changes, before the router renders the new page (it
    // does so in a transition) and before the page change moves focus to the new h1.
    await page.evaluate(() => {
      const pushState = history.pushState;
      history.pushState = (...args: Parameters<History['pushState']>) => {
        history.pushState = pushState; // once
        pushState.apply(history, args);
        document.querySelector<HTMLButtonElement>('header button[aria-controls]')?.click();
      };
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.locator('main h1')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('navigation', { name: 'Main' });
    await expect(list).toBeVisible();
    await list.getByRole('link', { name: 'Resources' }).click();
    await expect(page).toHaveURL('/resources');
    await expect(list).toBeHidden();
  });
});

test.describe('wide screens (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the dropdown works from the keyboard: open, arrows, Escape, focus back on the button', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Blueprint home' })).toHaveAttribute('href', '/');
    await page.getByRole('button', { name: 'Menu', exact: true }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'About' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();
  });
});

test('footer: © 2025, the client’s four links and the consumer health data policy', async ({ page }) => {
  await visit(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('© 2025');
  const legal = footer.getByRole('navigation', { name: 'Legal' });
  await expect(legal.getByRole('link')).toHaveText(footerNav.map((item) => item.name));
  // Where each leads: the links are plain client-side links, as every other (link-integrity.spec.ts resolves them all).
  expect(await legal.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    footerNav.map((item) => item.path),
  );
});

// The skip link, a navigation's scroll to the top and in-page anchors: first-paint.spec.ts (the home page).
