import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import {
  SUBMIT,
  answerInTurn,
  expectPending,
  fill,
  serverError,
  storedSubmission,
  textbox,
  toast,
  toastsSettled,
} from './support/forms';
import { expectReflow, expectWithinViewport } from './support/reflow';
import { ERROR_VIEW, visit, watchConsole } from './support/site';
import { translate } from './support/translator';
import { buildContactPayload } from '../src/features/contact/payload';
import { CONTACT_FIELDS } from '../src/features/contact/fields';
import { emptyValues } from '../src/components/forms/fieldTable';
import { CONTACT_SAMPLE, contactSteps } from './support/formSamples';

/*
 * The contact form on /contact, hydrated, against the preview server's local forms endpoint: what only a
 * browser shows. Its behaviour (the browser's required checks, pending, each kind of failure, double
 * clicks, hostile text) is tests/forms/ContactForm.test.tsx's; before hydration: forms-before-hydration.spec.ts.
 */

const button = (page: Page) => page.getByRole('button', { name: /^(Send Message|Submitting\.\.\.)$/ });

/** Every field's value, by name (the form's controls are named after the table's fields). */
const formValues = (page: Page) =>
  page.locator('main form').evaluate((form: HTMLFormElement) => Object.fromEntries(new FormData(form)));

/** axe on the toasts, once they stand still (colour contrast included); the pointer on them holds them there. */
async function expectAccessibleToasts(page: Page) {
  await page.locator('[data-sonner-toast]').first().hover();
  await toastsSettled(page);
  await expectNoAxeViolations(page, '[data-sonner-toaster]');
}

/*
 * Under Chrome's translator, in 'replace' mode (e2e/support/translator.ts): it fails wherever 'wrap' mode
 * fails, and also where an update goes to a text node the page no longer shows.
 */
test('translated, on a 320 px screen, typed key by key: every character kept, the focus and the scroll position too; a failure keeps every value, its toast passes axe and stays; the retry is pending, clears it, sends the payload builder’s exact body, stored by the endpoint, and empties the form; one request a click', async ({
  page,
}) => {
  const consoleMessages = watchConsole(page);
  await page.setViewportSize({ width: 320, height: 640 });
  await visit(page, '/contact');
  expect(await translate(page, 'replace')).toBeGreaterThan(20);
  // The first request fails, the second goes on to the endpoint, each once the test lets it.
  const { bodies, release } = await answerInTurn(page, [serverError, (route) => route.continue()]);
  const values = { ...CONTACT_SAMPLE, message: `Real submission ${Date.now()}` };
  // As people type: one key at a time, the message at 40 ms a key. fill() writes a whole value in one step
  // and once hid a field that kept only the first character.
  for (const step of contactSteps(values)) {
    if (step.kind !== 'type') {
      await fill(page, [step]);
      continue;
    }
    const field = textbox(page, step.label);
    await field.click();
    const scrolled = await page.evaluate(() => window.scrollY);
    await field.pressSequentially(step.value, { delay: step.label === CONTACT_FIELDS.message.label ? 40 : 0 });
    await expect(field).toHaveValue(step.value);
    await expect(field).toBeFocused();
    expect(await page.evaluate(() => window.scrollY), `the page scrolled while typing in ${step.label}`).toBe(scrolled);
  }
  // In the message, Enter makes a new line: it does not submit.
  await textbox(page, CONTACT_FIELDS.message.label).press('Enter');
  await textbox(page, CONTACT_FIELDS.message.label).pressSequentially('of text.');
  values.message += '\nof text.';
  await expect(textbox(page, CONTACT_FIELDS.message.label)).toHaveValue(values.message);
  expect(bodies).toEqual([]);
  await expectReflow(page, 'filled');

  await button(page).click();
  await expectPending(button(page));
  release();
  const failure = toast(page, 'Our inbox is full, sorry.');
  await expect(failure).toBeVisible();
  expect(await formValues(page)).toEqual(values);
  await expect(button(page)).toHaveText('Send Message');
  await expect(button(page)).toBeEnabled();
  // Still there once the toasts stand still: with a dismissal pending from the submit, it once vanished within 200 ms.
  await toastsSettled(page);
  await expect(failure).toBeVisible();
  await expectAccessibleToasts(page);

  const response = page.waitForResponse(SUBMIT);
  await button(page).click();
  await expectPending(button(page));
  release();
  const { ok, id } = (await (await response).json()) as { ok: boolean; id: string };
  expect(ok).toBe(true);
  await expect(toast(page, 'Submission received.')).toBeVisible();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
  await expectAccessibleToasts(page);
  await expectWithinViewport(page.locator('[data-sonner-toast]'));
  expect(await formValues(page)).toEqual(emptyValues(CONTACT_FIELDS));
  await expect(button(page)).toHaveText('Send Message');
  const expected = buildContactPayload(values);
  expect(bodies).toEqual([expected, expected]);
  expect(storedSubmission(id)).toEqual({ id, receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), ...expected });
  await expectReflow(page, 'submitted');

  await expect(page.getByText(ERROR_VIEW)).toHaveCount(0);
  expect(consoleMessages.filter((message) => !/status of 500/.test(message))).toEqual([]);
});
