import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  answerInTurn,
  expectFilled,
  fillContact,
  fillPrivacy,
  holdScripts,
  success,
  textbox,
  toast,
} from './support/forms';
import { visit, watchConsole } from './support/site';
import { translatorScript } from './support/translator';
import { buildContactPayload } from '../src/features/contact/payload';
import { buildPrivacyPayload } from '../src/features/privacy-request/payload';
import { AGENT_FIELDS, PRIVACY_FIELDS } from '../src/features/privacy-request/fields';
import { AGENT_SAMPLE, contactSteps, privacySteps } from './support/formSamples';

/*
 * Both forms under Chrome's translator (e2e/support/translator.ts), translated before hydration with the
 * visitor's input in them, and under an extension that moves their elements: every click sends exactly
 * one request, nothing typed is lost, and the error view never shows. Translated after hydration and used
 * through every state: contact-form.spec.ts and privacy-request-form.spec.ts.
 */

const ERROR_VIEW = 'Unexpected Application Error!';

const contactButton = (page: Page) => page.getByRole('button', { name: /^(Send Message|Submitting\.\.\.)$/ });
const privacyButton = (page: Page) => page.getByRole('button', { name: /^(Submit Privacy Request|Submitting\.\.\.)$/ });

/** Opens a form page with the app's code held back: the prerendered form, as on a slow phone. */
async function openBeforeHydration(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

/*
 * Translated before hydration, React renders the form afresh: in either mode the translator's nodes are
 * thrown away with the server's, so one mode ('replace') stands for both.
 */
test.describe('typed in, then translated before hydration', () => {
  test('contact: every value survives hydration and is sent once', async ({ page }) => {
    const release = await openBeforeHydration(page, '/contact');
    const { bodies, release: answer } = await answerInTurn(page, [success]);
    const values = await fillContact(page, { message: 'Typed before the page was ready, then translated.' });
    expect(await page.evaluate<number>(translatorScript('replace'))).toBeGreaterThan(20);
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
    expect(await page.evaluate<number>(translatorScript('replace'))).toBeGreaterThan(20);
    await release();
    await hydrated(page);
    await expect(page.getByText(ERROR_VIEW)).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Authorized agent information' })).toBeVisible();
    await expectFilled(page, privacySteps(before));

    const agent = Object.fromEntries(AGENT_FIELDS.map((name) => [name, AGENT_SAMPLE[name] as string]));
    for (const name of AGENT_FIELDS) if (agent[name]) await textbox(page, PRIVACY_FIELDS[name].label).fill(agent[name]);
    await privacyButton(page).click();
    answer();
    await expect(page.getByRole('heading', { name: 'Request Submitted Successfully' })).toBeVisible();
    const submittedAt = (bodies[0] as { fields: { submittedAt: string } }).fields.submittedAt;
    expect(bodies).toEqual([buildPrivacyPayload({ ...before, ...agent }, new Date(submittedAt))]);
  });
});

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
