import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import {
  SUBMIT,
  fillPrivacy,
  forbidDialogs,
  interceptSubmit,
  storedSubmission,
  textbox,
  toast,
  toastsSettled,
} from './support/forms';
import { visit, watchConsole } from './support/site';
import { buildPrivacyPayload } from '../src/features/privacy-request/payload';
import { PRIVACY_MESSAGES } from '../src/features/privacy-request/fields';
import { HOSTILE } from './support/formSamples';

/*
 * The privacy request form on /privacy-choices, hydrated, against the preview server's local forms
 * endpoint: what only a browser shows. Its behaviour (validation, the agent's fields, pending, each kind
 * of failure, starting over, double clicks, hostile text) is tests/forms/PrivacyRequestForm.test.tsx's;
 * before hydration: forms-before-hydration.spec.ts.
 */

const submit = (page: Page) => page.getByRole('button', { name: /Submit Privacy Request|Submitting/ });
const confirmation = (page: Page) => page.getByRole('heading', { name: 'Request Submitted Successfully' });
const GPC_NOTICE = 'Global Privacy Control signal detected';

test('a real submission: the payload builder’s exact body, stored by the endpoint, confirmed as plain text that wraps', async ({
  page,
}) => {
  const consoleMessages = watchConsole(page);
  const dialogs = forbidDialogs(page);
  await visit(page, '/privacy-choices');
  await expect(page.getByText(GPC_NOTICE)).toHaveCount(0);
  const bodies = await interceptSubmit(page);
  const email = `ada+${Date.now()}@example.com`;
  const values = await fillPrivacy(page, { email, firstName: HOSTILE.html, streetAddress: HOSTILE.long });
  const response = page.waitForResponse(SUBMIT);
  await submit(page).click();
  const { id } = (await (await response).json()) as { id: string };

  await expect(confirmation(page)).toBeFocused();
  await expect(toast(page, 'Request Submitted')).toBeVisible();
  const [body] = bodies as Array<{ fields: { submittedAt: string } }>;
  expect(bodies).toEqual([buildPrivacyPayload(values, new Date(body.fields.submittedAt))]);
  expect(Math.abs(Date.parse(body.fields.submittedAt) - Date.now())).toBeLessThan(60_000);
  expect(storedSubmission(id)).toEqual({ id, receivedAt: expect.any(String), ...body });

  const summary = page.locator('dl');
  await expect(summary).toContainText(`${HOSTILE.html} ${values.lastName}`);
  await expect(summary.locator('time')).toHaveAttribute('datetime', body.fields.submittedAt);
  await expect(summary.locator('img, script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  // Long text wraps inside the card instead of widening the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(dialogs).toEqual([]);
  expect(consoleMessages).toEqual([]);
});

test('errors, then a failure that keeps every field, then the confirmation: focus where it belongs, no axe violation in any', async ({
  page,
}) => {
  // Three full axe scans of a long form: about 8 s on a quiet 2-core machine, three times that under load.
  test.setTimeout(90_000);
  const axe = async (state: string) => {
    await toastsSettled(page);
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.map((v) => `${state}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  await visit(page, '/privacy-choices');
  await page.getByLabel(/I am an authorized agent/).check();
  await submit(page).click();
  const firstBox = page.getByRole('checkbox').first();
  await expect(firstBox).toBeFocused();
  await expect(firstBox).toHaveAccessibleDescription(PRIVACY_MESSAGES.requestTypes);
  await expect(page.getByLabel('Agent Full Name')).toHaveAccessibleDescription(PRIVACY_MESSAGES.agent);
  await axe('errors');

  const values = await fillPrivacy(page, { agent: true });
  await interceptSubmit(page, (route) => route.abort('failed'));
  await submit(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Submission Failed' })).toBeVisible();
  await expect(toast(page, 'Submission Failed')).toBeVisible();
  await expect(textbox(page, 'Agent Full Name')).toHaveValue(values.agentFullName);
  await expect(textbox(page, 'Email')).toHaveValue(values.email);
  await expect(page.getByLabel('State')).toHaveValue(values.state);
  await expect(submit(page)).toBeEnabled();
  await axe('failure');

  await page.unroute(SUBMIT);
  await submit(page).click();
  await expect(confirmation(page)).toBeFocused();
  await axe('confirmation');
});

test('Global Privacy Control: a notice once hydrated, never in the prerendered HTML, and hydration stays quiet', async ({
  page,
  request,
}) => {
  expect(await (await request.get('/privacy-choices')).text()).not.toContain(GPC_NOTICE);
  const consoleMessages = watchConsole(page);
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
  );
  await visit(page, '/privacy-choices');
  await expect(page.getByRole('status').filter({ hasText: GPC_NOTICE })).toBeVisible();
  expect(consoleMessages).toEqual([]);
});
