import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { visit } from './support/site';

/**
 * Keyboard-only journeys (WCAG 2.1.1): nothing here clicks, fills or checks through Playwright's
 * pointer or value APIs; every step is a key press, as a visitor without a mouse would do it.
 */

/** Presses Tab until `target` has focus; fails if it is not reached within `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `not reachable with ${limit} Tab presses`).toBeFocused();
}

test.describe('mobile menu from the keyboard (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('open with Enter, choose a page, focus lands on its heading', async ({ page }) => {
    await visit(page, '/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();

    const privacy = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Privacy by Design' });
    await tabTo(page, privacy, 10);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/privacy-by-design');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});

test('a full privacy request submitted with the keyboard alone', async ({ page }) => {
  await visit(page, '/privacy-choices');
  const submitted = page.waitForRequest('**/forms/submit');

  // Request types: Tab to a checkbox, Space to tick it.
  await tabTo(page, page.getByRole('checkbox', { name: 'Access (know what data you have about me)' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('checkbox', { name: 'Deletion (delete my data)' }), 5);
  await page.keyboard.press('Space');

  // Who is making the request: Tab into the radio group, Space selects; arrows move within it.
  await tabTo(page, page.getByRole('radio').first(), 5);
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: /I am the consumer/ })).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /authorized agent/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Agent Full Name' })).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('radio', { name: /I am the consumer/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Agent Full Name' })).toHaveCount(0);

  const typeInto = async (name: string, text: string) => {
    await tabTo(page, page.getByRole('textbox', { name, exact: true }), 5);
    await page.keyboard.type(text);
  };
  await typeInto('First Name', 'Ada');
  await typeInto('Last Name', 'Lovelace');
  await typeInto('Email', 'ada.keyboard@example.com');

  // Submitting before choosing a state: the error moves focus to the State select.
  await tabTo(page, page.getByRole('button', { name: 'Submit Privacy Request' }), 10);
  await page.keyboard.press('Enter');
  const state = page.getByRole('combobox', { name: 'State' });
  await expect(state).toBeFocused();
  await expect(state).toHaveAccessibleDescription('Please select a state');

  // A closed select takes type-ahead from the keyboard.
  await page.keyboard.type('New York');
  await expect(state).toHaveValue('New York');

  await tabTo(page, page.getByRole('button', { name: 'Submit Privacy Request' }), 10);
  await page.keyboard.press('Enter');

  const body = (await submitted).postDataJSON() as { email: string; fields: Record<string, unknown> };
  expect(body.email).toBe('ada.keyboard@example.com');
  expect(body.fields).toMatchObject({
    requestTypes: ['access', 'deletion'],
    requestMaker: 'self',
    firstName: 'Ada',
    lastName: 'Lovelace',
    state: 'New York',
  });

  const confirmation = page.getByRole('heading', { name: 'Request Submitted Successfully' });
  await expect(confirmation).toBeFocused();

  // And back to a blank form, still from the keyboard.
  await tabTo(page, page.getByRole('button', { name: 'Submit Another Request' }), 40);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Make a privacy request' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('');
});
