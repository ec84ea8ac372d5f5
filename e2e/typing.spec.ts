import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { visit } from './support/site';

/*
 * Text typed the way people type: one key at a time, with and without a pause between keys. `fill()`
 * writes a whole value in one step and once hid a search box that kept only the first character (each
 * keystroke rewrote ?q= and the layout treated that as a new page: scroll to top, focus the h1).
 */

const SPEEDS = [
  { name: 'without delay', delay: 0 },
  { name: 'at 40 ms a key', delay: 40 },
] as const;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Types `text` key by key and checks the value, that focus stayed in the field and that the page did not scroll. */
async function typeLikeAPerson(page: Page, field: Locator, text: string, delay: number) {
  await field.scrollIntoViewIfNeeded();
  await field.click();
  const before = await scrollY(page);
  await field.pressSequentially(text, { delay });
  await expect(field).toHaveValue(text);
  await expect(field).toBeFocused();
  expect(await scrollY(page), 'the page scrolled while typing').toBe(before);
}

for (const { name, delay } of SPEEDS) {
  test.describe(`typing ${name}`, () => {
    test('the search box keeps every character, the focus and the scroll position', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 700 });
      await visit(page, '/resources');
      // Scrolled a little, as a visitor who has read the header: a jump to the top would show.
      await page.evaluate(() => window.scrollTo(0, 120));
      const search = page.getByRole('searchbox', { name: 'Search articles' });
      await typeLikeAPerson(page, search, 'california privacy', delay);
      await expect(page).toHaveURL('/resources?q=california+privacy');
      const cards = page.getByRole('list', { name: 'Articles' }).getByRole('article');
      const empty = page.getByText('No articles found matching your search.');
      await expect(empty.or(cards.first())).toBeVisible();
      // The listing follows the box: each card shows a word of the query marked (in its title, summary or body).
      for (const card of await cards.all())
        await expect(card.locator('mark').first()).toHaveText(/^(california|privacy)/i);

      // Backspace key by key down to a word that matches, and the listing follows.
      for (let i = 0; i < ' privacy'.length; i++) await search.press('Backspace', { delay });
      await expect(search).toHaveValue('california');
      await expect(search).toBeFocused();
      await expect(page).toHaveURL('/resources?q=california');
      await expect(cards.first()).toBeVisible();
      for (const card of await cards.all()) await expect(card.locator('mark').first()).toHaveText(/^california/i);
      expect(await scrollY(page)).toBe(120);
    });
  });
}
