import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import { setupServer } from 'msw/node';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';
import FormProviders, { queryClient } from '@/app/FormProviders';
import { renderWithRouter } from '../renderWithRouter';
import type { ContactValues } from '@/features/contact/schema';
import {
  CONTACT_SAMPLE,
  contactSteps,
  privacySample,
  privacySteps,
  type FillStep,
} from '../../e2e/support/formSamples';

export const SUBMIT_URL = `${location.origin}/forms/submit`;

/** A form rendered the way the app renders it: under the form routes' providers (query client, toaster). */
export function renderForm(form: ReactElement) {
  return renderWithRouter([{ element: <FormProviders />, children: [{ path: '*', element: form }] }]);
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** An MSW server that records the bodies posted to /forms/submit and answers with `reply` (200 by default). */
export function submitServer() {
  const server = setupServer();
  const bodies: unknown[] = [];
  let reply: (request: StrictRequest<DefaultBodyType>) => Response | Promise<Response> = () =>
    HttpResponse.json({ ok: true, id: 'test' });
  server.use(
    http.post(SUBMIT_URL, async ({ request }) => {
      bodies.push(await request.clone().json());
      return reply(request);
    }),
  );
  return {
    server,
    bodies,
    reply(fn: typeof reply) {
      reply = fn;
    },
    reset() {
      // The forms' state lives in the visit's query client, which outlives each test's render.
      queryClient.clear();
      bodies.length = 0;
      reply = () => HttpResponse.json({ ok: true, id: 'test' });
    },
  };
}

/** The text of the visible toasts. */
export function toastTexts(): string[] {
  return [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => toast.textContent ?? '');
}

export async function findToast(text: string) {
  const found = await screen.findAllByText(text, { selector: '[data-sonner-toast] *' });
  return found[found.length - 1];
}

/** Toasts live in sonner's module state: dismiss them so the next test's Toaster starts empty. */
export function dismissToasts() {
  toast.dismiss();
}

type User = ReturnType<typeof userEvent.setup>;

/** A control by its label as the table gives it (the required asterisk after it aside). */
export const control = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`)) as HTMLInputElement;

/** Runs fill steps as a visitor: clicks, choices, and text pasted (typing 10,000 characters key by key is slow). */
async function fill(user: User, steps: FillStep[]) {
  for (const step of steps) {
    if (step.kind === 'check') await user.click(screen.getByLabelText(step.label, { exact: false }));
    else if (step.kind === 'select') await user.selectOptions(control(step.label), step.value);
    else {
      await user.clear(control(step.label));
      await user.click(control(step.label));
      await user.paste(step.value);
    }
  }
}

/** Fills the contact form with the sample values and `overrides`; returns what was filled. */
export async function fillContactForm(user: User, overrides: Partial<ContactValues> = {}) {
  const values = { ...CONTACT_SAMPLE, ...overrides };
  await fill(user, contactSteps(values));
  return values;
}

/** Fills the privacy form with a consumer's (or, `agent`, an agent's) sample request and `overrides`. */
export async function fillPrivacyForm(user: User, options: Parameters<typeof privacySample>[0] = {}) {
  const values = privacySample(options);
  await fill(user, privacySteps(values));
  return values;
}

/** The values of a form's controls by name, as the browser would send them (FormData), lists for repeated names. */
export function formValues(form = screen.getByRole('form') as HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of new FormData(form)) {
    const element = form.elements.namedItem(name);
    values[name] =
      element instanceof RadioNodeList && element[0]?.getAttribute('type') === 'checkbox'
        ? [...((values[name] as string[]) ?? []), value]
        : value;
  }
  return values;
}

/** A submit server for the whole file: listening before the first test, reset and toasts cleared after each. */
export function submitServerForFile(): ReturnType<typeof submitServer> {
  const api = submitServer();
  beforeAll(() => api.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    api.reset();
    dismissToasts();
  });
  afterAll(() => api.server.close());
  return api;
}
