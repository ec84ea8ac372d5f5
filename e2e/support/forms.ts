import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page, Route } from '@playwright/test';
import { formsStoreDir, SUBMISSIONS_FILE } from '../../tools/build/vite/formsEndpoint';
import { expect } from './fixtures';
import type { ContactValues } from '../../src/features/contact/schema.ts';
import { CONTACT_SAMPLE, contactSteps, privacySample, privacySteps, type FillStep } from './formSamples.ts';

/** The forms' endpoint, as a route pattern (the preview server answers it locally). */
export const SUBMIT = '**/forms/submit';

/** A text field by its accessible name (the required asterisk is aria-hidden, so not part of it). */
export const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').getByText(text, { exact: true });

/** Runs fill steps as a visitor: a box or radio by its option's label, a select's option, text typed in. */
export async function fill(page: Page, steps: FillStep[]) {
  for (const step of steps) {
    if (step.kind === 'check') await page.getByLabel(step.label).check();
    else if (step.kind === 'select')
      await page.getByRole('combobox', { name: step.label, exact: true }).selectOption(step.value);
    else await textbox(page, step.label).fill(step.value);
  }
}

/** Checks that the controls hold what `steps` filled in (contactSteps, privacySteps). */
export async function expectFilled(page: Page, steps: FillStep[]) {
  for (const step of steps) {
    if (step.kind === 'check') await expect(page.getByLabel(step.label)).toBeChecked();
    else if (step.kind === 'select')
      await expect(page.getByRole('combobox', { name: step.label, exact: true })).toHaveValue(step.value);
    else await expect(textbox(page, step.label)).toHaveValue(step.value);
  }
}

/** Fills every field of the contact form with the sample values and `overrides`; returns the values used. */
export async function fillContact(page: Page, overrides: Partial<ContactValues> = {}) {
  const values = { ...CONTACT_SAMPLE, ...overrides };
  await fill(page, contactSteps(values));
  return values;
}

/** Fills a valid privacy request by the consumer or (agent: true) an authorized agent; returns the values used. */
export async function fillPrivacy(page: Page, options: Parameters<typeof privacySample>[0] = {}) {
  const values = privacySample(options);
  await fill(page, privacySteps(values));
  return values;
}

/** Where the preview server's local forms endpoint appends accepted submissions. */
const SUBMISSIONS = join(formsStoreDir(resolve(import.meta.dirname, '../..')), SUBMISSIONS_FILE);

/** The record the local endpoint stored for a submission (its id, receivedAt and payload), by the id it answered with. */
export function storedSubmission(id: string) {
  return readFileSync(SUBMISSIONS, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as { id: string })
    .find((record) => record.id === id);
}

/** Records every request to /forms/submit, then lets `handle` answer it. */
export async function interceptSubmit(page: Page, handle: (route: Route) => Promise<void>) {
  const bodies: unknown[] = [];
  await page.route(SUBMIT, async (route, request) => {
    bodies.push(request.postDataJSON());
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toBe('application/json');
    await handle(route);
  });
  return bodies;
}

/** Holds every request for the app's scripts until `release` is called: the page before hydration. */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => (released ? route.continue() : void held.push(route)));
  return async function release() {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/**
 * Answers the submissions in turn, each held until the test lets one go (a release may come before its
 * request), and records their bodies. A request beyond the answers given fails.
 */
export async function answerInTurn(page: Page, answers: Array<(route: Route) => Promise<void>>) {
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

export const success = (route: Route) => route.fulfill({ status: 200, json: { ok: true, id: 'held' } });
export const serverError = (route: Route) =>
  route.fulfill({ status: 500, json: { error: 'Our inbox is full, sorry.' } });

/** A submit button while its request is on the way: it says so, cannot be pressed again, and spins. */
export async function expectPending(button: Locator) {
  await expect(button).toHaveText('Submitting...');
  await expect(button).toBeDisabled();
  await expect(button.locator('svg.animate-spin')).toBeVisible();
}

/**
 * Waits until the toasts stand still: their entrance transitions have finished (axe would measure
 * half-transparent text mid-fade), and two more animation frames have passed, over which sonner applies
 * any dismissal that was pending.
 */
export async function toastsSettled(page: Page) {
  await expect(page.locator('[data-sonner-toast][data-mounted="false"]')).toHaveCount(0);
  await page.evaluate(async () => {
    const toaster = document.querySelector('[data-sonner-toaster]');
    const moving = toaster?.getAnimations({ subtree: true }) ?? [];
    await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}
