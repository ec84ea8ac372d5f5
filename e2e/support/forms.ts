import type { Page } from '@playwright/test';

/** The forms' endpoint, as a route pattern (the preview server answers it locally). */
export const SUBMIT = '**/forms/submit';

/** A text field by its accessible name (the required asterisk is aria-hidden, so not part of it). */
export const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').getByText(text, { exact: true });

/** Fills every field of the contact form; returns the values used. */
export async function fillContact(
  page: Page,
  values: Partial<Record<'first' | 'last' | 'email' | 'company' | 'message', string>> = {},
) {
  const v = {
    first: 'Ada',
    last: 'Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Engines',
    message: 'Hello from the e2e suite.',
    ...values,
  };
  await textbox(page, 'First Name').fill(v.first);
  await textbox(page, 'Last Name').fill(v.last);
  await textbox(page, 'Email').fill(v.email);
  await textbox(page, 'Company Name (Optional)').fill(v.company);
  await textbox(page, 'Message').fill(v.message);
  return v;
}

/** Fills a valid privacy request: access and deletion, by the consumer or (agent: true) an authorized agent. */
export async function fillPrivacy(
  page: Page,
  { agent = false, email = 'ada@example.com', first = 'Ada', last = 'Lovelace' } = {},
) {
  await page.getByLabel('Access (know what data you have about me)').check();
  await page.getByLabel('Deletion (delete my data)').check();
  await page.getByLabel(agent ? /I am an authorized agent/ : /I am the consumer/).check();
  if (agent) {
    await page.getByLabel('Agent Full Name').fill('Grace Hopper');
    await page.getByLabel('Agent Email').fill('grace@example.com');
    await page.getByLabel('Consumer Full Name').fill('Ada Lovelace');
  }
  await page.getByLabel('First Name').fill(first);
  await textbox(page, 'Last Name').fill(last);
  await textbox(page, 'Email').fill(email);
  await page.getByLabel('Phone Number').fill('+1 212 555 0100');
  await page.getByLabel('Street Address').fill('1 Main St');
  await page.getByLabel('City').fill('Albany');
  await page.getByLabel('State').selectOption('New York');
  await page.getByLabel('ZIP Code').fill('12207');
}
