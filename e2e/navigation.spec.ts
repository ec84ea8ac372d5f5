import type { Page } from '@playwright/test';
import { footerNav } from '../src/config/nav';
import { expect, test } from './support/fixtures';
import { visit } from './support/site';

/** The wide-screen dropdown has taken over from the popover (src/components/layout/DesktopMenu.tsx). */
const dropdownReady = (page: Page) => expect(page.locator('header button[aria-haspopup="menu"]')).toHaveCount(1);

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
        document.querySelector<HTMLButtonElement>('header button[popovertarget="menu"]')?.click();
      };
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.locator('main h1')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
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
    await dropdownReady(page);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Blueprint home' })).toHaveAttribute('href', '/');
    await page.getByRole('button', { name: 'Menu', exact: true }).focus();
    await page.keyboard.press('Enter');
    // Opened from the keyboard, the menu focuses its first item.
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'About' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();
  });
});

test('skip link moves focus to the main content', async ({ page }) => {
  await visit(page, '/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
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

test('every navigation scrolls to the top; in-page anchors scroll to their target', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL('/terms');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: /Governing Law/ })
    .click();
  await expect(page).toHaveURL('/terms#governing-law');
  await expect(page.locator('#governing-law')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL('/contact');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a link on the home page to #why-section scrolls to the section', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('link', { name: 'Why Blueprint' }).click();
  await expect(page.locator('#why-section')).toBeInViewport();
});
