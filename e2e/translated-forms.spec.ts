import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  expectFilled,
  expectPending,
  fillContact,
  fillPrivacy,
  holdScripts,
  interceptSubmit,
  textbox,
  toast,
} from './support/forms';
import { visit, watchConsole } from './support/site';
import { translatorScript, type TranslatorMode } from './support/translator';
import { buildContactPayload } from '../src/features/contact/payload';
import { buildPrivacyPayload } from '../src/features/privacy-request/payload';
import { AGENT_FIELDS, PRIVACY_FIELDS, PRIVACY_MESSAGES } from '../src/features/privacy-request/fields';
import { CONTACT_FIELDS } from '../src/features/contact/fields';
import { emptyValues } from '../src/components/forms/fieldTable';
import { AGENT_SAMPLE, contactSteps, privacySteps } from './support/formSamples';

/*
 * Both forms under Chrome's translator (e2e/support/translator.ts): translated after hydration and used
 * through every state they have (validation, the agent block, pending, failure, success, starting over),
 * and translated before hydration with the visitor's input in them. Every click sends exactly one
 * request, nothing typed is lost, and the error view never shows.
 */

const ERROR_VIEW = 'Unexpected Application Error!';
const PRIVACY_FAILURE = 'Unable to submit your privacy request. Please try again or contact';

const translate = (page: Page, mode: TranslatorMode) => page.evaluate<number>(translatorScript(mode));

/**
 * Answers the submissions in turn, each held until the test lets one go (a release may come before its
 * request), and records their bodies. A request beyond the answers given fails.
 */
async function answerInTurn(page: Page, answers: Array<(route: Route) => Promise<void>>) {
  const waiting: Array<() => void> = [];
  let releasedEarly = 0;
  let turn = 0;
  const bodies = await interceptSubmit(page, async (route) => {
    const answer = answers[turn++] ?? ((unexpected: Route) => unexpected.abort('failed'));
    await new Promise<void>((resolve) => {
      if (releasedEarly > 0) {
        releasedEarly--;
        resolve();
      } else waiting.push(resolve);
    });
    await answer(route);
  });
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else releasedEarly++;
  };
  return { bodies, release };
}

const success = (route: Route) => route.fulfill({ status: 200, json: { ok: true, id: 'translated' } });
const serverError = (route: Route) => route.fulfill({ status: 500, json: { error: 'Our inbox is full, sorry.' } });

const contactButton = (page: Page) => page.getByRole('button', { name: /^(Send Message|Submitting\.\.\.)$/ });
const privacyButton = (page: Page) => page.getByRole('button', { name: /^(Submit Privacy Request|Submitting\.\.\.)$/ });

/** Every field's value, by name (the form's controls are named after the table's fields). */
const formValues = (page: Page) =>
  page.locator('main form').evaluate((form: HTMLFormElement) => Object.fromEntries(new FormData(form)));

for (const mode of ['wrap', 'replace'] as const) {
  test.describe(`translated after hydration (${mode})`, () => {
    test('contact: pending, a failure that keeps every value, then a success that empties the form; one request a click', async ({
      page,
    }) => {
      const messages = watchConsole(page);
      await visit(page, '/contact');
      expect(await translate(page, mode)).toBeGreaterThan(20);
      const { bodies, release } = await answerInTurn(page, [serverError, success]);
      const typed = await fillContact(page);

      await contactButton(page).click();
      await expectPending(contactButton(page));
      release();
      await expect(toast(page, 'Our inbox is full, sorry.')).toBeVisible();
      await expect(contactButton(page)).toHaveText('Send Message');
      await expect(contactButton(page)).toBeEnabled();
      expect(await formValues(page)).toEqual(typed);
      expect(bodies).toHaveLength(1);

      await contactButton(page).click();
      await expectPending(contactButton(page));
      release();
      await expect(toast(page, 'Submission received.')).toBeVisible();
      await expect(contactButton(page)).toHaveText('Send Message');
      expect(await formValues(page)).toEqual(emptyValues(CONTACT_FIELDS));
      expect(bodies).toHaveLength(2);
      expect(bodies[1]).toEqual(bodies[0]);

      await expect(page.getByText(ERROR_VIEW)).toHaveCount(0);
      expect(messages.filter((message) => !/status of 500/.test(message))).toEqual([]);
    });

    test('privacy request: validation, the agent block, a failure, the confirmation and starting over; one request a click', async ({
      page,
    }) => {
      const messages = watchConsole(page);
      await visit(page, '/privacy-choices');
      expect(await translate(page, mode)).toBeGreaterThan(20);
      const { bodies, release } = await answerInTurn(page, [serverError, success]);

      // Every message appears, then goes as its field is fixed.
      await privacyButton(page).click();
      await expect(page.getByRole('alert')).toHaveText([
        PRIVACY_MESSAGES.requestTypes,
        PRIVACY_MESSAGES.requestMaker,
        PRIVACY_MESSAGES.email,
        PRIVACY_MESSAGES.state,
      ]);
      await page.getByLabel(/I am an authorized agent/).check();
      const agentBlock = page.getByRole('group', { name: 'Authorized agent information' });
      await expect(agentBlock).toBeVisible();
      await page.getByLabel('Correction').check();
      await privacyButton(page).click();
      await expect(page.getByRole('alert')).toHaveText([
        PRIVACY_MESSAGES.agent,
        PRIVACY_MESSAGES.email,
        PRIVACY_MESSAGES.state,
      ]);
      await page.getByLabel(/I am the consumer/).check();
      await expect(agentBlock).toHaveCount(0);
      await page.getByLabel('Correction').uncheck();
      const values = await fillPrivacy(page, { agent: true });

      await privacyButton(page).click();
      await expectPending(privacyButton(page));
      release();
      // The request's one notice, and no message left on a field.
      await expect(page.getByRole('alert')).toHaveCount(1);
      await expect(page.getByRole('alert').filter({ hasText: 'Submission Failed' })).toContainText(PRIVACY_FAILURE);
      await expect(privacyButton(page)).toHaveText('Submit Privacy Request');
      await expectFilled(page, privacySteps(values));
      expect(bodies).toHaveLength(1);

      await privacyButton(page).click();
      await expectPending(privacyButton(page));
      release();
      await expect(page.getByRole('heading', { name: 'Request Submitted Successfully' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(values.agentFullName);
      expect(bodies).toHaveLength(2);

      await page.getByRole('button', { name: 'Submit Another Request' }).click();
      await expect(page.getByRole('heading', { name: 'Make a privacy request' })).toBeFocused();
      await expect(textbox(page, 'Email')).toHaveValue('');
      await expect(page.getByRole('alert')).toHaveCount(0);

      await expect(page.getByText(ERROR_VIEW)).toHaveCount(0);
      expect(messages.filter((message) => !/status of 500/.test(message))).toEqual([]);
    });
  });
}

/** Opens a form page with the app's code held back: the prerendered form, as on a slow phone. */
async function openBeforeHydration(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

for (const mode of ['wrap', 'replace'] as const) {
  test.describe(`typed in, then translated before hydration (${mode})`, () => {
    test('contact: every value survives hydration and is sent once', async ({ page }) => {
      const release = await openBeforeHydration(page, '/contact');
      const { bodies, release: answer } = await answerInTurn(page, [success]);
      const values = await fillContact(page, { message: 'Typed before the page was ready, then translated.' });
      expect(await translate(page, mode)).toBeGreaterThan(20);
      await release();
      await hydrated(page);
      await expect(page.getByText(ERROR_VIEW)).toHaveCount(0);
      await expectFilled(page, contactSteps(values));

      await contactButton(page).click();
      answer();
      await expect(toast(page, 'Submission received.')).toBeVisible();
      expect(bodies).toEqual([buildContactPayload(values)]);
    });

    test('privacy request: ticks, the agent choice, text and the state survive hydration and are sent once', async ({
      page,
    }) => {
      const release = await openBeforeHydration(page, '/privacy-choices');
      const { bodies, release: answer } = await answerInTurn(page, [success]);
      // The agent's own fields come with the app: only the choice of agent is made before it.
      const before = await fillPrivacy(page, { requestTypes: ['deletion'], requestMaker: 'agent', state: 'Texas' });
      expect(await translate(page, mode)).toBeGreaterThan(20);
      await release();
      await hydrated(page);
      await expect(page.getByText(ERROR_VIEW)).toHaveCount(0);
      await expect(page.getByRole('group', { name: 'Authorized agent information' })).toBeVisible();
      await expectFilled(page, privacySteps(before));

      const agent = Object.fromEntries(AGENT_FIELDS.map((name) => [name, AGENT_SAMPLE[name] as string]));
      for (const name of AGENT_FIELDS)
        if (agent[name]) await textbox(page, PRIVACY_FIELDS[name].label).fill(agent[name]);
      await privacyButton(page).click();
      answer();
      await expect(page.getByRole('heading', { name: 'Request Submitted Successfully' })).toBeVisible();
      const submittedAt = (bodies[0] as { fields: { submittedAt: string } }).fields.submittedAt;
      expect(bodies).toEqual([buildPrivacyPayload({ ...before, ...agent }, new Date(submittedAt))]);
    });
  });
}

/** What an extension does: moves an element of React's into one of its own, so React cannot take it out. */
const wrap = (element: Locator) =>
  element.evaluate((node) => {
    const wrapper = document.createElement('font');
    node.replaceWith(wrapper);
    wrapper.append(node);
  });

/** A page rendered afresh around a submission shows the state it is in and sends it once. */
test.describe('should an edit still break an update, the page renders afresh', () => {
  test('privacy, its section moved: the answer brings the confirmation alone, then an empty form', async ({ page }) => {
    const messages = watchConsole(page);
    await visit(page, '/privacy-choices');
    const { bodies, release } = await answerInTurn(page, [success]);
    await fillPrivacy(page);
    await wrap(page.getByRole('region', { name: 'Make a privacy request' }));
    await privacyButton(page).click();
    release();
    await expect(page.getByRole('heading', { name: 'Request Submitted Successfully' })).toBeVisible();
    await expect(page.locator('form')).toHaveCount(0);
    expect(bodies).toHaveLength(1);
    await page.getByRole('button', { name: 'Submit Another Request' }).click();
    await expect(textbox(page, 'Email')).toHaveValue('');
    await expect(page.locator('form')).toHaveCount(1);
    // React reports the error it recovered from; nothing else is said.
    expect(messages).toEqual([expect.stringMatching(/^error: .*removeChild/)]);
  });

  test('privacy, its agent block moved and dropped while sending: still sending, then the confirmation', async ({
    page,
  }) => {
    await visit(page, '/privacy-choices');
    const { bodies, release } = await answerInTurn(page, [success]);
    await fillPrivacy(page, { agent: true });
    await privacyButton(page).click();
    await expect.poll(() => bodies.length).toBe(1);
    await wrap(page.getByRole('group', { name: 'Authorized agent information' }));
    await page.getByLabel(/I am the consumer/).check();
    await expect(page.getByRole('group', { name: 'Authorized agent information' })).toHaveCount(0);
    await expect(privacyButton(page)).toHaveText('Submitting...');
    await expect(privacyButton(page)).toBeDisabled();
    await page.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    release();
    await expect(page.getByRole('heading', { name: 'Request Submitted Successfully' })).toBeVisible();
    await expect(page.getByText(ERROR_VIEW)).toHaveCount(0);
    expect(bodies).toHaveLength(1);
  });

  test('contact, its spinner moved: the answer empties the form, one request', async ({ page }) => {
    await visit(page, '/contact');
    const { bodies, release } = await answerInTurn(page, [success]);
    await fillContact(page);
    await contactButton(page).click();
    await expect.poll(() => bodies.length).toBe(1);
    await wrap(contactButton(page).locator('svg'));
    await page.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    release();
    await expect(toast(page, 'Submission received.')).toBeVisible();
    await expect(contactButton(page)).toBeEnabled();
    await expect(page.locator('form')).toHaveCount(1);
    for (const name of ['First Name', 'Email', 'Message']) await expect(textbox(page, name)).toHaveValue('');
    expect(bodies).toHaveLength(1);
  });
});
