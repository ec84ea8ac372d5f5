import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import {
  SUBMIT,
  answerInTurn,
  expectFilled,
  expectPending,
  fillPrivacy,
  interceptSubmit,
  serverError,
  storedSubmission,
  success,
  textbox,
  toast,
  toastsSettled,
} from './support/forms';
import { expectReflow, expectWithinViewport } from './support/reflow';
import { ERROR_VIEW, visit, watchConsole } from './support/site';
import { translate } from './support/translator';
import { buildPrivacyPayload } from '../src/features/privacy-request/payload';
import { PRIVACY_MESSAGES } from '../src/features/privacy-request/fields';
import { HOSTILE, privacySteps } from './support/formSamples';

/*
 * The privacy request form on /privacy-choices, hydrated, against the preview server's local forms
 * endpoint: what only a browser shows. Its behaviour (validation, the agent's fields, pending, each kind
 * of failure, starting over, double clicks, hostile text) is tests/forms/PrivacyRequestForm.test.tsx's;
 * before hydration: forms-before-hydration.spec.ts.
 */

const submit = (page: Page) => page.getByRole('button', { name: /^(Submit Privacy Request|Submitting\.\.\.)$/ });
const confirmation = (page: Page) => page.getByRole('heading', { name: 'Request Submitted Successfully' });
const GPC_NOTICE = 'Global Privacy Control signal detected';

/*
 * Under Chrome's translator, in 'replace' mode (e2e/support/translator.ts): it fails wherever 'wrap' mode
 * fails, and also where an update goes to a text node the page no longer shows.
 */
test('translated, on a 320 px screen, with the Global Privacy Control signal on: its notice once hydrated, never prerendered; the agent’s errors, a failure that keeps every field, pending, the confirmation of the payload builder’s exact body, stored by the endpoint, hostile text in it plain, and starting over; focus where it belongs, one request a click, no axe violation, nothing past the edge', async ({
  page,
  request,
}) => {
  // Three axe scans of a long form: about 8 s on a quiet 2-core machine, three times that under load.
  test.setTimeout(90_000);
  expect(await (await request.get('/privacy-choices')).text()).not.toContain(GPC_NOTICE);
  const messages = watchConsole(page);
  // An injected alert() would open a dialog.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => void (dialogs.push(dialog.message()), dialog.dismiss()));
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
  );
  const check = async (state: string) => {
    await toastsSettled(page);
    await expectNoAxeViolations(page, 'main', state);
    await expectReflow(page, state);
  };
  await page.setViewportSize({ width: 320, height: 640 });
  await visit(page, '/privacy-choices');
  await expect(page.getByRole('status').filter({ hasText: GPC_NOTICE })).toBeVisible();
  expect(await translate(page, 'replace')).toBeGreaterThan(20);
  const { bodies, release } = await answerInTurn(page, [serverError, (route) => route.continue()]);

  // An agent's request without the agent's details: the agent's message, focus on its first field.
  await page.getByLabel(/I am an authorized agent/).check();
  const agentBlock = page.getByRole('group', { name: 'Authorized agent information' });
  await expect(agentBlock).toBeVisible();
  await page.getByLabel('Correction').check();
  await submit(page).click();
  await expect(page.getByRole('alert')).toHaveText([
    PRIVACY_MESSAGES.agent,
    PRIVACY_MESSAGES.email,
    PRIVACY_MESSAGES.state,
  ]);
  await expect(page.getByLabel('Agent Full Name')).toBeFocused();
  // The agent's message, the longest, sits under the agent name field: it must wrap too.
  await expect(page.getByLabel('Agent Full Name')).toHaveAccessibleDescription(PRIVACY_MESSAGES.agent);
  await check('every error shown');
  await page.getByLabel(/I am the consumer/).check();
  await expect(agentBlock).toHaveCount(0);
  await page.getByLabel('Correction').uncheck();
  const values = await fillPrivacy(page, {
    agent: true,
    consumerEmail: 'ada.consumer@example.com',
    firstName: HOSTILE.html,
    streetAddress: HOSTILE.long,
  });
  await expectReflow(page, 'filled as an agent');

  await submit(page).click();
  await expectPending(submit(page));
  release();
  // The request's one notice, and no message left on a field.
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByRole('alert').filter({ hasText: 'Submission Failed' })).toContainText(
    'Unable to submit your privacy request. Please try again or contact',
  );
  await expect(toast(page, 'Submission Failed')).toBeVisible();
  await expect(submit(page)).toHaveText('Submit Privacy Request');
  await expect(submit(page)).toBeEnabled();
  await expectFilled(page, privacySteps(values));
  expect(bodies).toHaveLength(1);
  await check('failure');

  const response = page.waitForResponse(SUBMIT);
  await submit(page).click();
  await expectPending(submit(page));
  release();
  const { id } = (await (await response).json()) as { id: string };
  await expect(confirmation(page)).toBeFocused();
  await expect(toast(page, 'Request Submitted')).toBeVisible();
  await expectWithinViewport(page.locator('[data-sonner-toast]'));
  expect(bodies).toHaveLength(2);
  const body = bodies[1] as { fields: { submittedAt: string } };
  expect(body).toEqual(buildPrivacyPayload(values, new Date(body.fields.submittedAt)));
  expect(Math.abs(Date.parse(body.fields.submittedAt) - Date.now())).toBeLessThan(60_000);
  expect(storedSubmission(id)).toEqual({ id, receivedAt: expect.any(String), ...body });
  const summary = page.locator('dl');
  await expect(summary).toContainText(`${HOSTILE.html} ${values.lastName}`);
  await expect(page.getByRole('main')).toContainText(values.agentFullName);
  await expect(summary).toContainText(values.agentEmail);
  await expect(summary.locator('time')).toHaveAttribute('datetime', body.fields.submittedAt);
  await expect(summary.locator('img, script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await check('confirmation');

  await page.getByRole('button', { name: 'Submit Another Request' }).click();
  await expect(page.getByRole('heading', { name: 'Make a privacy request' })).toBeFocused();
  await expect(textbox(page, 'Email')).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await expect(page.getByText(ERROR_VIEW)).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(messages.filter((message) => !/status of 500/.test(message))).toEqual([]);
});

/*
 * Should an extension's edit still break an update, the app renders the page afresh (src/app/routes.tsx).
 * Around every state of both forms, the state shown and the one request: tests/forms/renderedAfresh.test.tsx.
 */
test('its section moved by an extension, the page renders afresh: the answer brings the confirmation alone, then an empty form', async ({
  page,
}) => {
  const messages = watchConsole(page);
  await visit(page, '/privacy-choices');
  const bodies = await interceptSubmit(page, success);
  await fillPrivacy(page);
  // What an extension does: moves an element of React's into one of its own, so React cannot take it out.
  await page.getByRole('region', { name: 'Make a privacy request' }).evaluate((node) => {
    const wrapper = document.createElement('font');
    node.replaceWith(wrapper);
    wrapper.append(node);
  });
  await submit(page).click();
  await expect(confirmation(page)).toBeVisible();
  await expect(page.locator('form')).toHaveCount(0);
  expect(bodies).toHaveLength(1);
  await page.getByRole('button', { name: 'Submit Another Request' }).click();
  await expect(textbox(page, 'Email')).toHaveValue('');
  await expect(page.locator('form')).toHaveCount(1);
  // React reports the error it recovered from; nothing else is said.
  expect(messages).toEqual([expect.stringMatching(/^error: .*removeChild/)]);
});
