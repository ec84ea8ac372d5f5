import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { SUBMIT, expectFilled, fillContact, fillPrivacy, holdScripts, textbox, toast } from './support/forms';
import { ERROR_VIEW, expectHydrated, pageLoads, watchConsole } from './support/site';
import { RERENDERED, translate } from './support/translator';
import { site } from '../src/config/site.ts';
import { buildContactPayload } from '../src/features/contact/payload';
import { buildPrivacyPayload } from '../src/features/privacy-request/payload';
import { AGENT_FIELDS, PRIVACY_FIELDS } from '../src/features/privacy-request/fields';
import { AGENT_SAMPLE, contactSteps, privacySteps, type FillStep } from './support/formSamples';
import type { ContactValues } from '../src/features/contact/schema';
import type { PrivacyRequestValues } from '../src/features/privacy-request/schema';

/**
 * The forms as a visitor meets them before the app's scripts have arrived (a slow phone) and with
 * JavaScript off: a submit never puts what they typed into a URL, never sends a request of the browser's
 * own, and loses nothing; once the app is ready, what they typed is what is sent, once. Also when Chrome's
 * translator (e2e/support/translator.ts) has edited the page meanwhile, and React renders it afresh.
 */

const submitButton = (page: Page) => page.locator('main form button[type="submit"]');
/** The note CSS shows once the app's script is late (once-script-late in src/index.css). */
const LATE_NOTE = 'This form needs JavaScript, which has not loaded in your browser.';

type Values = ContactValues & PrivacyRequestValues;

interface Form {
  path: string;
  /** The submit button's name. */
  label: string;
  /** The addresses the notes give (stand-ins until confirmed, src/config/site.ts). */
  email: string;
  phone?: { display: string; tel: string };
  /** What a visitor fills before the app is ready: the values, and the steps that check they are still there. */
  fillEarly: (page: Page) => Promise<{ values: Values; steps: FillStep[] }>;
  /** Once the app is ready: what is left to fill, the submit and its confirmation; the payload expected. */
  finish: (page: Page, values: Values, bodies: unknown[]) => Promise<unknown>;
}

const FORMS: Form[] = [
  {
    path: '/contact',
    label: 'Send Message',
    email: site.contactEmail,
    fillEarly: async (page) => {
      const values = await fillContact(page, { message: 'my diagnosis is X — typed before the page was ready' });
      return { values: values as Values, steps: contactSteps(values) };
    },
    finish: async (page, values) => {
      await submitButton(page).click();
      await expect(toast(page, 'Submission received.')).toBeVisible();
      return buildContactPayload(values);
    },
  },
  {
    path: '/privacy-choices',
    label: 'Submit Privacy Request',
    email: site.privacyEmail,
    phone: site.privacyPhone,
    // The agent's own fields come with the app: only the choice of agent is made before it.
    fillEarly: async (page) => {
      const values = await fillPrivacy(page, {
        requestTypes: ['deletion', 'appeal'],
        requestMaker: 'agent',
        state: 'Texas',
      });
      return { values: values as Values, steps: privacySteps(values) };
    },
    finish: async (page, values, bodies) => {
      // The agent choice made before hydration brings its block once the app is ready.
      await expect(page.getByRole('group', { name: 'Authorized agent information' })).toBeVisible();
      await expect(page.getByLabel(/I am the consumer/)).not.toBeChecked();
      const agent = Object.fromEntries(AGENT_FIELDS.map((name) => [name, AGENT_SAMPLE[name] as string]));
      for (const name of AGENT_FIELDS)
        if (agent[name]) await textbox(page, PRIVACY_FIELDS[name].label).pressSequentially(agent[name]);
      await submitButton(page).click();
      await expect(page.getByRole('heading', { name: 'Request Submitted Successfully' })).toBeVisible();
      const submittedAt = (bodies[0] as { fields: { submittedAt: string } }).fields.submittedAt;
      return buildPrivacyPayload({ ...values, ...agent }, new Date(submittedAt));
    },
  },
];

/** The address bar is as it was: no query, no other page. */
async function expectAddressKept(page: Page, { path }: Form, documents: string[]) {
  const url = new URL(page.url());
  expect([url.pathname, url.search]).toEqual([path, '']);
  expect(documents, 'documents loaded: a native form submission would be one').toEqual([]);
}

/** The ways a visitor sends a form: clicking its button, and Enter in a text field. Neither may send it now. */
async function trySubmitting(page: Page) {
  await submitButton(page).click({ force: true });
  await textbox(page, 'Email').press('Enter');
}

/** The button waits, disabled, and says why. */
async function expectWaiting(page: Page, { label }: Form, why: string) {
  await expect(submitButton(page)).toHaveAccessibleName(label);
  await expect(submitButton(page)).toHaveAccessibleDescription(why);
  await expect(submitButton(page)).toBeDisabled();
}

/*
 * Each form once: the contact form hydrated over what was typed, the privacy form translated first, so that
 * React renders it afresh and its new boxes, radio and select take the input over. The other way round:
 * tests/forms/beforeHydration.test.tsx.
 */
for (const form of FORMS) {
  const translated = form.path === '/privacy-choices';
  test(`${form.path}, before the scripts arrive${translated ? ', then translated' : ''}: the submit waits, nothing leaks or is lost, a late script is told, then what was typed is sent once`, async ({
    page,
  }) => {
    const console = watchConsole(page);
    const release = await holdScripts(page);
    const bodies: unknown[] = [];
    await page.route(SUBMIT, async (route, request) => {
      bodies.push(request.postDataJSON());
      await route.fulfill({ status: 200, json: { ok: true, id: 'before-hydration' } });
    });
    await page.goto(form.path, { waitUntil: 'commit' });
    await expectWaiting(page, form, 'Loading… one moment');
    const documents = pageLoads(page);
    const early = await form.fillEarly(page);
    await trySubmitting(page);
    await expectAddressKept(page, form, documents);

    // The note for a late script: hidden until the CSS's own wait (15 s from the first style, not a
    // script's) ends, here at once; then the form says it needs JavaScript and how else to reach us.
    const lateNote = page.getByText(LATE_NOTE);
    await expect(lateNote).toBeHidden();
    expect(await lateNote.evaluate((note) => getComputedStyle(note.closest('.once-script-late')!).animationDelay)).toBe(
      '15s',
    );
    const waits = await page.evaluate(() => {
      const late = document
        .getAnimations()
        .filter((animation) => /^script-late-/.test((animation as CSSAnimation).animationName));
      for (const animation of late) animation.finish();
      return late.length;
    });
    expect(waits).toBe(3);
    await expect(lateNote).toBeVisible();
    await expect(page.locator('main form').getByRole('link', { name: form.email })).toBeVisible();
    await expectWaiting(page, form, 'Needs JavaScript');

    if (translated) expect(await translate(page, 'replace')).toBeGreaterThan(20);
    await release();
    await expectHydrated(page);
    await expect(page.getByText(ERROR_VIEW)).toHaveCount(0);
    await expect(lateNote).toHaveCount(0);
    await expect(submitButton(page)).toBeEnabled();
    await expect(submitButton(page)).toHaveAccessibleDescription('');
    await expectFilled(page, early.steps);
    expect(bodies).toEqual([]);
    const expected = await form.finish(page, early.values, bodies);
    expect(bodies).toEqual([expected]);
    await expectAddressKept(page, form, documents);
    // Translated before hydration, React reports the page it renders afresh (so the test proves something);
    // nothing else is said.
    const rendersAfresh = (message: string) => RERENDERED.test(message);
    expect(console.filter(rendersAfresh)).toHaveLength(translated ? 1 : 0);
    expect(console.filter((message) => !rendersAfresh(message))).toEqual([]);
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const form of FORMS) {
    test(`${form.path}: the note says how else to reach us; a submit sends nothing and keeps every value`, async ({
      page,
    }) => {
      await page.goto(form.path);
      // Playwright's text matching skips <noscript>; innerText and roles do not.
      const note = page.locator('main form noscript');
      await expect(note).toBeVisible();
      expect(await note.innerText()).toContain('This form needs JavaScript, which is turned off in your browser.');
      await expect(note.getByRole('link', { name: form.email })).toHaveAttribute('href', `mailto:${form.email}`);
      if (form.phone)
        await expect(note.getByRole('link', { name: form.phone.display })).toHaveAttribute(
          'href',
          `tel:${form.phone.tel}`,
        );
      await expectWaiting(page, form, 'Needs JavaScript');
      // Only the <noscript> note: the one for a late script stays out, however long the wait.
      const late = page.locator('.once-script-late').first();
      expect(await late.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
      await expect(page.getByText(LATE_NOTE)).toBeHidden();

      const documents = pageLoads(page);
      const early = await form.fillEarly(page);
      await trySubmitting(page);
      await expectAddressKept(page, form, documents);
      await expectFilled(page, early.steps);
    });
  }
});
