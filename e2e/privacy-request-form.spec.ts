import { randomUUID } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { TOAST_DURATION_MS } from '../src/config/app';
import { expect, test } from './support/fixtures';
import {
  HOSTILE,
  SUBMIT,
  fillPrivacy,
  forbidDialogs,
  expectPending,
  holdSubmissions,
  interceptSubmit,
  storedSubmission,
  textbox,
  toast,
  toastsSettled,
} from './support/forms';
import { visit, watchConsole } from './support/site';

/*
 * The privacy request form on /privacy-choices, hydrated, against the preview server's local forms
 * endpoint (or an intercepted answer). Before hydration: forms-before-hydration.spec.ts.
 */

const PRIVACY_EMAIL = 'privacy@blueprintaudiences.com';
const FAILURE = `Unable to submit your privacy request. Please try again or contact ${PRIVACY_EMAIL} directly.`;

test.describe('privacy request form', () => {
  const submit = (page: Page) => page.getByRole('button', { name: /Submit Privacy Request|Submitting/ });
  const confirmation = (page: Page) => page.getByRole('heading', { name: 'Request Submitted Successfully' });

  const selfFields = {
    requestTypes: ['access', 'deletion'],
    requestMaker: 'self',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: '+1 212 555 0100',
    streetAddress: '1 Main St',
    city: 'Albany',
    state: 'New York',
    zip: '12207',
  };

  test('a real submission: exact body, notice, confirmation, record in the local store', async ({ page }) => {
    const consoleMessages = watchConsole(page);
    await visit(page, '/privacy-choices');
    const bodies = await interceptSubmit(page);
    const email = `ada+${randomUUID().slice(0, 8)}@example.com`;
    await fillPrivacy(page, { email });
    const responsePromise = page.waitForResponse(SUBMIT);
    const before = Date.now();
    await submit(page).click();
    const { id } = (await (await responsePromise).json()) as { id: string };

    await expect(confirmation(page)).toBeFocused();
    await expect(page.getByText('Your privacy request has been received.')).toBeVisible();
    await expect(toast(page, 'Request Submitted')).toBeVisible();
    await expect(toast(page, 'Your privacy request has been submitted successfully.')).toBeVisible();

    const [body] = bodies as Array<{ fields: { submittedAt: string } }>;
    expect(bodies).toHaveLength(1);
    expect(body).toEqual({
      formType: 'privacy',
      email,
      fields: { ...selfFields, email, submittedAt: expect.any(String) },
    });
    expect(new Date(body.fields.submittedAt).toISOString()).toBe(body.fields.submittedAt);
    expect(Math.abs(Date.parse(body.fields.submittedAt) - before)).toBeLessThan(10_000);
    expect(storedSubmission(id)).toEqual({ id, receivedAt: expect.any(String), ...body });

    const summary = page.locator('dl');
    await expect(summary).toContainText('Access (know what data you have about me)');
    await expect(summary).toContainText('Deletion (delete my data)');
    await expect(summary).toContainText('Ada Lovelace');
    await expect(summary).toContainText(email);
    await expect(summary.locator('time')).toHaveAttribute('datetime', body.fields.submittedAt);
    await expect(summary.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d\d [AP]M /);
    await expect(summary).not.toContainText('Agent');
    await expect(page.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
    expect(consoleMessages).toEqual([]);
  });

  test('agent flow: the agent block appears only for agents, its fields are sent, stored and confirmed', async ({
    page,
  }) => {
    await visit(page, '/privacy-choices');
    const agentGroup = page.getByRole('group', { name: 'Authorized agent information' });
    await expect(agentGroup).toHaveCount(0);
    await page.getByLabel(/I am an authorized agent/).check();
    await expect(agentGroup).toBeVisible();
    await page.getByLabel(/I am the consumer/).check();
    await expect(agentGroup).toHaveCount(0);

    const bodies = await interceptSubmit(page);
    await fillPrivacy(page, { agent: true });
    await page.getByLabel('Consumer Email (optional)').fill('ada.consumer@example.com');
    const responsePromise = page.waitForResponse(SUBMIT);
    await submit(page).click();
    const { id } = (await (await responsePromise).json()) as { id: string };
    await expect(confirmation(page)).toBeVisible();
    const agentFields = {
      agentFullName: 'Grace Hopper',
      agentEmail: 'grace@example.com',
      consumerFullName: 'Ada Lovelace',
      consumerEmail: 'ada.consumer@example.com',
    };
    expect(bodies).toEqual([
      {
        formType: 'privacy',
        email: 'ada@example.com',
        fields: { ...selfFields, requestMaker: 'agent', submittedAt: expect.any(String), ...agentFields },
      },
    ]);
    expect(storedSubmission(id)?.fields).toMatchObject(agentFields);
    const summary = page.locator('dl');
    await expect(summary.getByText('Agent name').locator('xpath=following-sibling::dd')).toHaveText('Grace Hopper');
    await expect(summary.getByText('Agent email').locator('xpath=following-sibling::dd')).toHaveText(
      'grace@example.com',
    );
  });

  test('an agent missing a required field sees the agent message on Agent Full Name', async ({ page }) => {
    await visit(page, '/privacy-choices');
    const bodies = await interceptSubmit(page);
    await fillPrivacy(page, { agent: true });
    await page.getByLabel('Consumer Full Name').fill('');
    await submit(page).click();
    const agentName = page.getByLabel('Agent Full Name');
    await expect(agentName).toBeFocused();
    await expect(agentName).toHaveAttribute('aria-invalid', 'true');
    await expect(agentName).toHaveAccessibleDescription(
      'Agent name, agent email, and consumer name are required when making a request as an authorized agent',
    );
    await expect(page.getByLabel('Consumer Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  test('validation: every validation message on its field, aria-invalid and aria-describedby, focus on the first', async ({
    page,
  }) => {
    await visit(page, '/privacy-choices');
    const bodies = await interceptSubmit(page);
    await submit(page).click();
    const firstBox = page.getByRole('checkbox').first();
    await expect(firstBox).toBeFocused();
    await expect(firstBox).toHaveAttribute('aria-invalid', 'true');
    await expect(firstBox).toHaveAccessibleDescription('Please select at least one request type');
    await expect(page.getByRole('radio').first()).toHaveAccessibleDescription(
      'Please select who is making this request',
    );
    await expect(textbox(page, 'Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(page.getByLabel('State')).toHaveAccessibleDescription('Please select a state');
    await expect(page.getByRole('alert')).toHaveText([
      'Please select at least one request type',
      'Please select who is making this request',
      'Please enter a valid email address',
      'Please select a state',
    ]);

    // Fix the first two: focus moves on to the email field.
    await page.getByLabel('Correction').check();
    await page.getByLabel(/I am the consumer/).check();
    await textbox(page, 'Email').fill('nope');
    await submit(page).click();
    await expect(textbox(page, 'Email')).toBeFocused();
    await expect(page.getByRole('alert')).toHaveText(['Please enter a valid email address', 'Please select a state']);
    expect(bodies).toEqual([]);
  });

  test('pending: disabled button with a spinner and Submitting...', async ({ page }) => {
    await visit(page, '/privacy-choices');
    const { release } = await holdSubmissions(page);
    await fillPrivacy(page);
    await submit(page).click();
    await expectPending(submit(page));
    release();
    await expect(confirmation(page)).toBeVisible();
  });

  const failures: Array<[string, (route: Route) => Promise<void>]> = [
    ['500 with an error text', (route) => route.fulfill({ status: 500, json: { error: 'Database unavailable' } })],
    ['500 without a body', (route) => route.fulfill({ status: 500, body: '' })],
    ['a network failure', (route) => route.abort('failed')],
    [
      "a 200 that is not the API's (a captive portal's page)",
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Sign in to the Wi-Fi</h1>' }),
    ],
  ];
  for (const [name, answer] of failures) {
    test(`failure (${name}): Submission Failed notice and inline alert, every field kept, button enabled`, async ({
      page,
    }) => {
      await visit(page, '/privacy-choices');
      await interceptSubmit(page, answer);
      await fillPrivacy(page, { agent: true });
      await submit(page).click();

      await expect(toast(page, 'Submission Failed')).toBeVisible();
      await expect(toast(page, FAILURE)).toBeVisible();
      const inline = page.getByRole('alert').filter({ hasText: 'Submission Failed' });
      await expect(inline).toContainText(FAILURE);
      await expect(page.getByText('Database unavailable')).toHaveCount(0);
      await expect(submit(page)).toBeEnabled();
      await expect(submit(page)).toHaveText('Submit Privacy Request');
      await expect(confirmation(page)).toHaveCount(0);
      await expect(page.getByLabel('Access (know what data you have about me)')).toBeChecked();
      await expect(page.getByLabel(/I am an authorized agent/)).toBeChecked();
      await expect(page.getByLabel('Agent Full Name')).toHaveValue('Grace Hopper');
      await expect(textbox(page, 'Email')).toHaveValue('ada@example.com');
      await expect(page.getByLabel('State')).toHaveValue('New York');
      await expect(page.getByLabel('ZIP Code')).toHaveValue('12207');

      // The notice stays until the next attempt, which can succeed: it outlives the failure toast, which
      // closes on its own (the pointer moved off it, or it would wait).
      await page.mouse.move(0, 0);
      await expect(toast(page, 'Submission Failed')).toHaveCount(0, { timeout: TOAST_DURATION_MS + 10_000 });
      await expect(inline).toBeVisible();
      await page.unroute(SUBMIT);
      await submit(page).click();
      await expect(confirmation(page)).toBeVisible();
    });
  }

  test('Submit Another Request clears every field and returns to the form', async ({ page }) => {
    await visit(page, '/privacy-choices');
    await fillPrivacy(page, { agent: true });
    await submit(page).click();
    await page.getByRole('button', { name: 'Submit Another Request' }).click();

    await expect(page.getByRole('heading', { name: 'Make a privacy request' })).toBeFocused();
    for (const box of await page.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
    for (const radio of await page.getByRole('radio').all()) await expect(radio).not.toBeChecked();
    await expect(page.getByRole('group', { name: 'Authorized agent information' })).toHaveCount(0);
    for (const label of ['First Name', 'Last Name', 'Phone Number', 'Street Address', 'City', 'ZIP Code']) {
      await expect(page.getByLabel(label)).toHaveValue('');
    }
    await expect(textbox(page, 'Email')).toHaveValue('');
    await expect(page.getByLabel('State')).toHaveValue('');
    await page.getByLabel(/I am an authorized agent/).check();
    await expect(page.getByLabel('Agent Full Name')).toHaveValue('');
    await expect(page.getByLabel('Agent Email')).toHaveValue('');
    await expect(page.getByLabel('Consumer Full Name')).toHaveValue('');
  });

  test('a double click sends one request', async ({ page }) => {
    await visit(page, '/privacy-choices');
    const { bodies, release } = await holdSubmissions(page, (route) => route.continue());
    await fillPrivacy(page);
    await submit(page).dblclick(); // both clicks land while the first request waits for its answer
    release();
    await expect(confirmation(page)).toBeVisible();
    // A later submission through the same handler: a second request from the double click would come before it.
    await page.getByRole('button', { name: 'Submit Another Request' }).click();
    await fillPrivacy(page, { email: 'control@example.com' });
    await submit(page).click();
    await expect.poll(() => bodies.length).toBeGreaterThanOrEqual(2);
    expect(bodies.map((body) => (body as { email: string }).email)).toEqual(['ada@example.com', 'control@example.com']);
  });

  test('hostile input: sent and stored unchanged, shown as plain text in the confirmation, nothing runs', async ({
    page,
  }) => {
    const dialogs = forbidDialogs(page);
    await visit(page, '/privacy-choices');
    const bodies = await interceptSubmit(page);
    await fillPrivacy(page, { agent: true, first: HOSTILE.html, last: `${HOSTILE.rtl} ${HOSTILE.emoji}` });
    await page.getByLabel('Street Address').fill(HOSTILE.long);
    await page.getByLabel('Agent Full Name').fill(`${HOSTILE.rtl} <b>agent</b>`);
    const responsePromise = page.waitForResponse(SUBMIT);
    await submit(page).click();
    const { id } = (await (await responsePromise).json()) as { id: string };
    await expect(confirmation(page)).toBeVisible();

    const sent = bodies[0] as { fields: Record<string, string> };
    expect(sent.fields).toMatchObject({
      firstName: HOSTILE.html,
      lastName: `${HOSTILE.rtl} ${HOSTILE.emoji}`,
      streetAddress: HOSTILE.long,
      agentFullName: `${HOSTILE.rtl} <b>agent</b>`,
    });
    expect(storedSubmission(id)?.fields).toEqual(sent.fields);

    const summary = page.locator('dl');
    await expect(summary.getByText('Name', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
      `${HOSTILE.html} ${HOSTILE.rtl} ${HOSTILE.emoji}`,
    );
    await expect(summary.getByText('Agent name').locator('xpath=following-sibling::dd')).toHaveText(
      `${HOSTILE.rtl} <b>agent</b>`,
    );
    await expect(summary.locator('img, script, b')).toHaveCount(0);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    // Long text wraps inside the card instead of widening the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('Global Privacy Control: a notice after hydration, never in the prerendered HTML', async ({ page, request }) => {
    const html = await (await request.get('/privacy-choices')).text();
    expect(html).not.toContain('Global Privacy Control signal detected');

    const consoleMessages = watchConsole(page);
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
    );
    await visit(page, '/privacy-choices');
    const notice = page.getByRole('status').filter({ hasText: 'Global Privacy Control signal detected' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(
      'opt out of the sale or sharing of your personal information and of targeted advertising',
    );
    await page.waitForLoadState('networkidle');
    expect(consoleMessages).toEqual([]);
  });

  test('without Global Privacy Control there is no notice', async ({ page }) => {
    await visit(page, '/privacy-choices');
    await expect(page.getByRole('heading', { name: 'Make a privacy request' })).toBeVisible();
    await expect(page.getByText('Global Privacy Control signal detected')).toHaveCount(0);
  });

  test('no axe violations with errors, the agent block, the failure notice and the confirmation on screen', async ({
    page,
  }) => {
    // Four full axe scans of a long form: about 10 s on a quiet 2-core machine, three times that under load.
    test.setTimeout(90_000);
    const axe = async (state: string) => {
      await toastsSettled(page);
      const { violations } = await new AxeBuilder({ page }).include('main').analyze();
      expect(violations.map((v) => `${state}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    };
    await visit(page, '/privacy-choices');
    await page.getByLabel(/I am an authorized agent/).check();
    await submit(page).click();
    await expect(page.getByRole('checkbox').first()).toBeFocused();
    await expect(page.getByLabel('Agent Full Name')).toHaveAttribute('aria-invalid', 'true');
    await axe('errors');
    await fillPrivacy(page, { agent: true });
    await interceptSubmit(page, (route) => route.abort('failed'));
    await submit(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Submission Failed' })).toBeVisible();
    await axe('failure');
    await page.unroute(SUBMIT);
    await submit(page).click();
    await expect(confirmation(page)).toBeFocused();
    await axe('confirmation');
  });
});
