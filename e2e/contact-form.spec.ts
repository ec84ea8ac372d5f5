import { randomUUID } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import {
  HOSTILE,
  SUBMIT,
  fillContact,
  forbidDialogs,
  expectPending,
  holdSubmissions,
  interceptSubmit,
  recordFormEvents,
  storedSubmission,
  textbox,
  toast,
  toastsSettled,
} from './support/forms';
import { visit, watchConsole } from './support/site';

/*
 * The contact form on /contact, hydrated, against the preview server's local forms endpoint (or an
 * intercepted answer). Before hydration: forms-before-hydration.spec.ts.
 */

test.describe('contact form', () => {
  const button = (page: Page) => page.getByRole('button', { name: /Send Message|Submitting/ });

  async function contactValues(page: Page) {
    return Promise.all(
      ['First Name', 'Last Name', 'Email', 'Company Name (Optional)', 'Message'].map((label) =>
        textbox(page, label).inputValue(),
      ),
    );
  }

  test('a real submission: exact body, success toast, form reset, record in the local store', async ({ page }) => {
    const consoleMessages = watchConsole(page);
    await visit(page, '/contact');
    const bodies = await interceptSubmit(page);
    const marker = randomUUID();
    const v = await fillContact(page, { message: `Real submission ${marker}` });
    const responsePromise = page.waitForResponse(SUBMIT);
    await button(page).click();

    const response = await responsePromise;
    expect(response.status()).toBe(200);
    const { ok, id } = (await response.json()) as { ok: boolean; id: string };
    expect(ok).toBe(true);
    await expect(toast(page, 'Submission received.')).toBeVisible();
    expect(await contactValues(page)).toEqual(['', '', '', '', '']);
    await expect(button(page)).toHaveText('Send Message');

    const expected = {
      formType: 'contact',
      email: v.email,
      fields: { firstName: v.first, lastName: v.last, company: v.company, message: v.message },
    };
    expect(bodies).toEqual([expected]);
    const record = storedSubmission(id);
    expect(record).toEqual({ id, receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), ...expected });
    expect(consoleMessages).toEqual([]);
  });

  test('the browser’s required checks stop an incomplete form', async ({ page }) => {
    await visit(page, '/contact');
    const bodies = await interceptSubmit(page);
    const formEvents = await recordFormEvents(page);
    await textbox(page, 'First Name').fill('Ada');
    await button(page).click();
    expect(await textbox(page, 'Last Name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
    await textbox(page, 'Last Name').fill('Lovelace');
    await textbox(page, 'Email').fill('not-an-email');
    await textbox(page, 'Message').fill('Hi');
    await button(page).click();
    expect(await textbox(page, 'Email').evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    // Both clicks were decided by the browser's checks, and neither reached the form's submit handler.
    await expect.poll(formEvents).toContain('invalid');
    expect(await formEvents()).not.toContain('submit');
    expect(bodies).toEqual([]);
  });

  test('pending: disabled button with a spinner and Submitting...', async ({ page }) => {
    await visit(page, '/contact');
    const { release } = await holdSubmissions(page);
    await fillContact(page);
    await button(page).click();
    await expectPending(button(page));
    release();
    await expect(toast(page, 'Submission received.')).toBeVisible();
    await expect(button(page)).toHaveText('Send Message');
    await expect(button(page)).toBeEnabled();
  });

  const failures: Array<[string, (route: Route) => Promise<void>, string]> = [
    [
      '500 with an error text',
      (route) => route.fulfill({ status: 500, json: { error: 'Our inbox is full, sorry.' } }),
      'Our inbox is full, sorry.',
    ],
    ['500 without a body', (route) => route.fulfill({ status: 500, body: '' }), 'An error occurred.'],
    [
      '500 with an HTML body',
      (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Oops</h1>' }),
      'An error occurred.',
    ],
    ['a network failure', (route) => route.abort('failed'), 'Network error. Please try again later.'],
    [
      "a 200 that is not the API's (a captive portal's page)",
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Sign in to the Wi-Fi</h1>' }),
      'Network error. Please try again later.',
    ],
  ];
  for (const [name, answer, message] of failures) {
    test(`failure (${name}): error toast “${message}”, every value kept`, async ({ page }) => {
      await visit(page, '/contact');
      await interceptSubmit(page, answer);
      await fillContact(page);
      await button(page).click();
      await expect(toast(page, message)).toBeVisible();
      await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(1);
      expect(await contactValues(page)).toEqual([
        'Ada',
        'Lovelace',
        'ada@example.com',
        'Analytical Engines',
        'Hello from the e2e suite.',
      ]);
      await expect(button(page)).toBeEnabled();
      await expect(page.getByRole('heading', { name: 'Oops' })).toHaveCount(0);
    });
  }

  test('the local endpoint’s own 400 text reaches the toast', async ({ page }) => {
    await visit(page, '/contact');
    await fillContact(page, { message: '   ' });
    await button(page).click();
    await expect(toast(page, 'Please enter a message (fields.message)')).toBeVisible();
    expect(await textbox(page, 'Message').inputValue()).toBe('   ');
  });

  test('the error and success toasts pass axe (colour contrast included)', async ({ page }) => {
    await visit(page, '/contact');
    await interceptSubmit(page, (route) =>
      route.fulfill({ status: 500, json: { error: 'Our inbox is full, sorry.' } }),
    );
    await fillContact(page);
    await button(page).click();
    await expect(toast(page, 'Our inbox is full, sorry.')).toBeVisible();
    await toastsSettled(page);
    // Still there: with a dismissal pending from the submit, it once vanished within 200 ms.
    await expect(toast(page, 'Our inbox is full, sorry.')).toBeVisible();
    await expect(page.locator('[data-sonner-toast][data-removed="true"]')).toHaveCount(0);
    let { violations } = await new AxeBuilder({ page }).include('[data-sonner-toaster]').analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await page.unroute(SUBMIT);
    await button(page).click();
    await expect(toast(page, 'Submission received.')).toBeVisible();
    // A new attempt cleared the error toast.
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
    await toastsSettled(page);
    ({ violations } = await new AxeBuilder({ page }).include('[data-sonner-toaster]').analyze());
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  test('a double click sends one request', async ({ page }) => {
    await visit(page, '/contact');
    const { bodies, release } = await holdSubmissions(page);
    const first = await fillContact(page);
    await button(page).dblclick(); // both clicks land while the first request waits for its answer
    release();
    await expect(toast(page, 'Submission received.')).toBeVisible();
    // A later submission through the same handler: a second request from the double click would come before it.
    const control = await fillContact(page, { message: 'The control submission.' });
    await button(page).click();
    await expect.poll(() => bodies.length).toBeGreaterThanOrEqual(2);
    expect(bodies.map((body) => (body as { fields: { message: string } }).fields.message)).toEqual([
      first.message,
      control.message,
    ]);
  });

  test('hostile input is sent unchanged, stored unchanged, and nothing runs', async ({ page }) => {
    const dialogs = forbidDialogs(page);
    await visit(page, '/contact');
    const bodies = await interceptSubmit(page);
    const message = [HOSTILE.html, HOSTILE.emoji, HOSTILE.rtl, HOSTILE.long].join('\n');
    const v = await fillContact(page, { first: HOSTILE.rtl, last: HOSTILE.emoji, company: HOSTILE.html, message });
    const responsePromise = page.waitForResponse(SUBMIT);
    await button(page).click();
    const { id } = (await (await responsePromise).json()) as { id: string };
    await expect(toast(page, 'Submission received.')).toBeVisible();
    const expected = {
      formType: 'contact',
      email: v.email,
      fields: { firstName: HOSTILE.rtl, lastName: HOSTILE.emoji, company: HOSTILE.html, message },
    };
    expect(bodies).toEqual([expected]);
    expect(storedSubmission(id)).toMatchObject(expected);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });
});
