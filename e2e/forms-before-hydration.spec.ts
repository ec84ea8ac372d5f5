import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { SUBMIT, expectFilled, fillContact, fillPrivacy, holdScripts, textbox, toast } from './support/forms';
import { watchConsole } from './support/site';
import { site } from '../src/config/site.ts';
import { buildContactPayload } from '../src/features/contact/payload';
import { buildPrivacyPayload } from '../src/features/privacy-request/payload';
import { AGENT_FIELDS, PRIVACY_FIELDS } from '../src/features/privacy-request/fields';
import { AGENT_SAMPLE, contactSteps, privacySteps } from './support/formSamples';

/**
 * The forms as a visitor meets them before the app's scripts have arrived (a slow phone) and with
 * JavaScript off: a submit never puts what they typed into a URL, never sends a request of the browser's
 * own, and loses nothing; once the app is ready, what they typed is what is sent, once.
 */

// The company's addresses as the site shows them (stand-ins until confirmed, src/config/site.ts).
const CONTACT_EMAIL = site.contactEmail;
const PRIVACY_EMAIL = site.privacyEmail;
const PRIVACY_PHONE = site.privacyPhone;

const submitButton = (page: Page) => page.locator('main form button[type="submit"]');

const NO_SCRIPT_NOTE = 'This form needs JavaScript, which is turned off in your browser.';
/** The note for visitors without JavaScript. Playwright's text matching skips <noscript>; innerText and roles do not. */
const noScriptNote = (page: Page) => page.locator('main form noscript');

/** Every document the page asks for after this call: a native form submission would be one. */
function recordNavigations(page: Page): Request[] {
  const navigations: Request[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) navigations.push(request);
  });
  return navigations;
}

/** Records the bodies posted to the forms endpoint and answers each with success. */
async function recordSubmissions(page: Page) {
  const bodies: unknown[] = [];
  await page.route(SUBMIT, async (route, request) => {
    bodies.push(request.postDataJSON());
    await route.fulfill({ status: 200, json: { ok: true, id: 'before-hydration' } });
  });
  return bodies;
}

/** The ways a visitor sends a form: clicking its button, and Enter in a text field. Neither may send it now. */
async function trySubmitting(page: Page, field: Locator) {
  await submitButton(page).click({ force: true });
  await field.press('Enter');
}

/** The address bar is as it was: no query, no other page. */
async function expectUrlUnchanged(page: Page, path: string, navigations: Request[]) {
  const url = new URL(page.url());
  expect(url.pathname).toBe(path);
  expect(url.search).toBe('');
  expect(navigations.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
}

/** The note CSS shows once the app's script is late (once-script-late in src/index.css). */
const LATE_NOTE = 'This form needs JavaScript, which has not loaded in your browser.';

/**
 * While the app's script is held: the button waits, and the note for a late script is hidden until the
 * CSS's own wait (15 s from the first style, not a script's) ends, here at once; then the form says it
 * needs JavaScript and how else to reach us. Returns a check that, once the app is ready, the note is gone.
 */
async function expectLateScriptNote(page: Page, label: string, email: string) {
  const lateNote = page.getByText(LATE_NOTE);
  await expect(lateNote).toBeHidden();
  expect(await lateNote.evaluate((note) => getComputedStyle(note.closest('.once-script-late')!).animationDelay)).toBe(
    '15s',
  );
  const late = await page.evaluate(() => {
    const waits = document
      .getAnimations()
      .filter((animation) => /^script-late-/.test((animation as CSSAnimation).animationName));
    for (const animation of waits) animation.finish();
    return waits.length;
  });
  expect(late).toBe(3);
  await expect(lateNote).toBeVisible();
  await expect(page.locator('main form').getByRole('link', { name: email })).toBeVisible();
  await expect(submitButton(page)).toHaveAccessibleName(label);
  await expect(submitButton(page)).toHaveAccessibleDescription('Needs JavaScript');
  await expect(submitButton(page)).toBeDisabled();
  return () => expect(lateNote).toHaveCount(0);
}

const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

// ─── Contact ────────────────────────────────────────────────────────────────────────────────────

test('contact, before the scripts arrive: the submit waits, nothing leaks or is lost, a late script is told, then it is sent once', async ({
  page,
}) => {
  const console = watchConsole(page);
  const release = await holdScripts(page);
  const bodies = await recordSubmissions(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  await expect(submitButton(page)).toHaveAccessibleName('Send Message');
  await expect(submitButton(page)).toHaveAccessibleDescription('Loading… one moment');
  await expect(submitButton(page)).toBeDisabled();

  const navigations = recordNavigations(page);
  const values = await fillContact(page, { message: 'my diagnosis is X — typed before the page was ready' });
  await trySubmitting(page, textbox(page, 'Email'));
  await expectUrlUnchanged(page, '/contact', navigations);
  const lateNoteGone = await expectLateScriptNote(page, 'Send Message', CONTACT_EMAIL);

  await release();
  await hydrated(page);
  await lateNoteGone();
  await expectFilled(page, contactSteps(values));
  await expect(submitButton(page)).toHaveAccessibleName('Send Message');
  await expect(submitButton(page)).toBeEnabled();
  await expect(submitButton(page)).toHaveAccessibleDescription('');
  expect(bodies).toEqual([]);

  await submitButton(page).click();
  await expect(toast(page, 'Submission received.')).toBeVisible();
  expect(bodies).toEqual([buildContactPayload(values)]);
  await expectUrlUnchanged(page, '/contact', navigations);
  expect(console).toEqual([]);
});

// ─── Privacy request ────────────────────────────────────────────────────────────────────────────

test('privacy request, before the scripts arrive: a late script is told; ticks, the agent choice, text and the state survive and are sent once', async ({
  page,
}) => {
  const console = watchConsole(page);
  const release = await holdScripts(page);
  const bodies = await recordSubmissions(page);
  await page.goto('/privacy-choices', { waitUntil: 'commit' });
  await expect(submitButton(page)).toHaveAccessibleName('Submit Privacy Request');
  await expect(submitButton(page)).toHaveAccessibleDescription('Loading… one moment');
  await expect(submitButton(page)).toBeDisabled();

  const navigations = recordNavigations(page);
  // The agent's own fields come with the app: only the choice of agent is made before it.
  const before = await fillPrivacy(page, {
    requestTypes: ['deletion', 'appeal'],
    requestMaker: 'agent',
    state: 'Texas',
  });
  await trySubmitting(page, textbox(page, 'Email'));
  await expectUrlUnchanged(page, '/privacy-choices', navigations);
  const lateNoteGone = await expectLateScriptNote(page, 'Submit Privacy Request', PRIVACY_EMAIL);

  await release();
  await hydrated(page);
  await lateNoteGone();
  await expect(submitButton(page)).toBeEnabled();
  await expect(submitButton(page)).toHaveAccessibleDescription('');
  // The agent choice made before hydration brings its block once the app is ready.
  await expect(page.getByRole('group', { name: 'Authorized agent information' })).toBeVisible();
  await expectFilled(page, privacySteps(before));
  await expect(page.getByLabel(/I am the consumer/)).not.toBeChecked();
  expect(bodies).toEqual([]);

  const agent = Object.fromEntries(AGENT_FIELDS.map((name) => [name, AGENT_SAMPLE[name] as string]));
  for (const name of AGENT_FIELDS)
    if (agent[name]) await textbox(page, PRIVACY_FIELDS[name].label).pressSequentially(agent[name]);
  const values = { ...before, ...agent };
  await submitButton(page).click();
  await expect(page.getByRole('heading', { name: 'Request Submitted Successfully' })).toBeVisible();
  const submittedAt = (bodies[0] as { fields: { submittedAt: string } }).fields.submittedAt;
  expect(bodies).toEqual([buildPrivacyPayload(values, new Date(submittedAt))]);
  await expectUrlUnchanged(page, '/privacy-choices', navigations);
  expect(console).toEqual([]);
});

// ─── JavaScript off ─────────────────────────────────────────────────────────────────────────────

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('contact: the note gives the email address; a submit sends nothing and keeps every value', async ({ page }) => {
    await page.goto('/contact');
    const note = noScriptNote(page);
    await expect(note).toBeVisible();
    expect(await note.innerText()).toContain(NO_SCRIPT_NOTE);
    await expect(note.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
    await expect(submitButton(page)).toHaveAccessibleName('Send Message');
    await expect(submitButton(page)).toHaveAccessibleDescription('Needs JavaScript');
    await expect(submitButton(page)).toBeDisabled();
    // Only the <noscript> note: the one for a late script stays out, however long the wait.
    expect(
      await page
        .locator('.once-script-late')
        .first()
        .evaluate((note) => getComputedStyle(note).animationName),
    ).toBe('none');
    await expect(page.getByText(LATE_NOTE)).toBeHidden();

    const navigations = recordNavigations(page);
    const values = await fillContact(page);
    await trySubmitting(page, textbox(page, 'First Name'));
    await expectUrlUnchanged(page, '/contact', navigations);
    await expectFilled(page, contactSteps(values));
  });

  test('privacy request: the note gives the privacy email and the toll-free number; a submit sends nothing', async ({
    page,
  }) => {
    await page.goto('/privacy-choices');
    const note = noScriptNote(page);
    await expect(note).toBeVisible();
    expect(await note.innerText()).toContain(NO_SCRIPT_NOTE);
    await expect(note.getByRole('link', { name: PRIVACY_EMAIL })).toHaveAttribute('href', `mailto:${PRIVACY_EMAIL}`);
    await expect(note.getByRole('link', { name: PRIVACY_PHONE.display })).toHaveAttribute(
      'href',
      `tel:${PRIVACY_PHONE.tel}`,
    );
    await expect(submitButton(page)).toHaveAccessibleName('Submit Privacy Request');
    await expect(submitButton(page)).toHaveAccessibleDescription('Needs JavaScript');

    const navigations = recordNavigations(page);
    const values = await fillPrivacy(page);
    await trySubmitting(page, textbox(page, 'Email'));
    await expectUrlUnchanged(page, '/privacy-choices', navigations);
    await expectFilled(page, privacySteps(values));
  });
});
