import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import {
  SUBMIT,
  fillContact,
  interceptSubmit,
  recordFormEvents,
  storedSubmission,
  textbox,
  toast,
  toastsSettled,
} from './support/forms';
import { visit, watchConsole } from './support/site';
import { buildContactPayload } from '../src/features/contact/payload';
import { CONTACT_FIELDS } from '../src/features/contact/fields';
import { emptyValues } from '../src/components/forms/fieldTable';

/*
 * The contact form on /contact, hydrated, against the preview server's local forms endpoint: what only a
 * browser shows. Its behaviour (pending, each kind of failure, double clicks, hostile text) is
 * tests/forms/ContactForm.test.tsx's; before hydration: forms-before-hydration.spec.ts.
 */

const button = (page: Page) => page.getByRole('button', { name: /Send Message|Submitting/ });

/** Every field's value, by name (the form's controls are named after the table's fields). */
const formValues = (page: Page) =>
  page.locator('main form').evaluate((form: HTMLFormElement) => Object.fromEntries(new FormData(form)));

/** axe on the toasts, once they stand still (colour contrast included). */
async function expectAccessibleToasts(page: Page) {
  await toastsSettled(page);
  const { violations } = await new AxeBuilder({ page }).include('[data-sonner-toaster]').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

test('a real submission: the payload builder’s exact body, stored by the endpoint; the form empties; the toast passes axe', async ({
  page,
}) => {
  const consoleMessages = watchConsole(page);
  await visit(page, '/contact');
  const bodies = await interceptSubmit(page);
  const values = await fillContact(page, { message: `Real submission ${Date.now()}` });
  const response = page.waitForResponse(SUBMIT);
  await button(page).click();

  const { ok, id } = (await (await response).json()) as { ok: boolean; id: string };
  expect(ok).toBe(true);
  await expect(toast(page, 'Submission received.')).toBeVisible();
  expect(await formValues(page)).toEqual(emptyValues(CONTACT_FIELDS));
  await expect(button(page)).toHaveText('Send Message');
  const expected = buildContactPayload(values);
  expect(bodies).toEqual([expected]);
  expect(storedSubmission(id)).toEqual({ id, receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), ...expected });
  await expectAccessibleToasts(page);
  expect(consoleMessages).toEqual([]);
});

test('the browser’s own required and email checks stop an incomplete form before any request', async ({ page }) => {
  await visit(page, '/contact');
  const bodies = await interceptSubmit(page);
  const formEvents = await recordFormEvents(page);
  const missing = await fillContact(page, { lastName: '' });
  await button(page).click();
  expect(await textbox(page, 'Last Name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
    true,
  );
  await fillContact(page, { ...missing, lastName: 'Lovelace', email: 'not-an-email' });
  await button(page).click();
  expect(await textbox(page, 'Email').evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  // Both clicks were decided by the browser's checks, and neither reached the form's submit handler.
  await expect.poll(formEvents).toContain('invalid');
  expect(await formEvents()).not.toContain('submit');
  expect(bodies).toEqual([]);
});

test('a failure (the endpoint refuses a blank message): its text in a toast that passes axe, every value kept; the next attempt clears it', async ({
  page,
}) => {
  await visit(page, '/contact');
  const values = await fillContact(page, { message: '   ' });
  await button(page).click();
  const failure = toast(page, 'Please enter a message (fields.message)');
  await expect(failure).toBeVisible();
  expect(await formValues(page)).toEqual(values);
  await expect(button(page)).toBeEnabled();
  // Still there once the toasts stand still: with a dismissal pending from the submit, it once vanished within 200 ms.
  await toastsSettled(page);
  await expect(failure).toBeVisible();
  await expectAccessibleToasts(page);

  await textbox(page, 'Message').fill('Now with a message.');
  await button(page).click();
  await expect(toast(page, 'Submission received.')).toBeVisible();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
});
