import { footerNav, mainNav } from '../src/config/nav';
import { expect, test } from './support/fixtures';
import { holdScripts } from './support/forms';
import { expectHydrated, visit, watchConsole } from './support/site';

/** Each width's menu: its button's name and the list it opens. */
const MENUS = [
  { width: 390, button: 'Open menu', list: '#menu' },
  { width: 1280, button: 'Menu', list: '#menu-wide' },
];

/**
 * The menus are popovers in the served HTML: they open on the first tap before the page's scripts arrive
 * and without JavaScript, close on Escape (focus back on the button) and on a click outside, and the app
 * takes the open menu over as it is. That every page serves both popovers: built-site.spec.ts.
 */
for (const { width, button: buttonName, list } of MENUS) {
  for (const javaScript of ['held back', 'off'] as const) {
    test.describe(`${width} px, JavaScript ${javaScript}`, () => {
      test.use({ viewport: { width, height: 800 }, javaScriptEnabled: javaScript === 'held back' });

      test('the menu opens on the first tap, closes on Escape and outside, and leads to a page', async ({ page }) => {
        const messages = watchConsole(page);
        const release = await holdScripts(page);
        const dropdownRequests: number[] = [];
        page.on('request', (request) => {
          if (/\/assets\/NavDropdown-[\w-]+\.js$/.test(request.url())) dropdownRequests.push(Date.now());
        });
        await page.goto('/about', { waitUntil: 'commit' });
        const button = page.getByRole('button', { name: buttonName, exact: true });
        const menu = page.locator(list);

        await button.click();
        await expect(menu.getByRole('link')).toHaveText(mainNav.map((item) => item.name));
        if (width > 390) {
          // Where the dropdown opens: 8 px under the button, right edges aligned.
          const [at, under] = [(await menu.boundingBox())!, (await button.boundingBox())!];
          expect(Math.abs(at.x + at.width - (under.x + under.width))).toBeLessThan(1);
          expect(Math.abs(at.y - (under.y + under.height) - 8)).toBeLessThan(1);
        }
        await page.keyboard.press('Tab');
        await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(button).toBeFocused();
        await button.click();
        await page.mouse.click(width / 2, 750);
        await expect(menu).toBeHidden();
        await button.click();
        await expect(menu).toBeVisible();

        if (javaScript === 'held back') {
          // The app takes over the open menu: the same element, still open; its links now stay on the client.
          await menu.evaluate((element) => Object.assign(element, { served: true }));
          await page.evaluate(() => Object.assign(window, { sameDocument: true }));
          await release();
          await expectHydrated(page);
          await expect(menu).toBeVisible();
          expect(await menu.evaluate((element) => 'served' in element)).toBe(true);
        }
        await menu.getByRole('link', { name: 'Resources' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resources');
        await expect(menu).toBeHidden();
        expect(await page.evaluate(() => 'sameDocument' in window)).toBe(javaScript === 'held back');

        if (javaScript === 'held back' && width > 390) {
          // The dropdown (src/components/layout/DesktopMenu.tsx), fetched while the page was idle, takes over
          // the closed menu and opens on one click.
          await expect(page.locator('header button[aria-haspopup="menu"]')).toHaveCount(1);
          const clicked = Date.now();
          await button.click();
          await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(mainNav.map((item) => item.name));
          expect(dropdownRequests).toEqual([expect.any(Number)]);
          expect(dropdownRequests[0]).toBeLessThan(clicked);
        }
        expect(messages).toEqual([]);
      });
    });
  }
}

test.describe('small screens (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the footer: © 2025, the client’s four links and the consumer health data policy; a menu opened while a navigation is committing stays open on the new page; choosing the current page still closes it', async ({
    page,
  }) => {
    await visit(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('© 2025');
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    await expect(legal.getByRole('link')).toHaveText(footerNav.map((item) => item.name));
    // Where each leads: the links are plain client-side links, as every other (built-site.spec.ts resolves them all).
    expect(
      await legal.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(footerNav.map((item) => item.path));
    // At this width the toggle list stands in for the dropdown.
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
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
    await page.getByRole('button', { name: 'Open menu' }).click();
    await list.getByRole('link', { name: 'Resources' }).click();
    await expect(list).toBeHidden();
  });
});

// The dropdown from the keyboard: translators.spec.ts, on the translated home page.
// The skip link, a navigation's scroll to the top and in-page anchors: first-paint.spec.ts (the home page).
