import type { ReactElement } from 'react';
import { fireEvent, screen } from '@testing-library/react';
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

/** A form rendered the way the app renders it: under the form routes' providers (query client, toaster). */
export function renderForm(form: ReactElement) {
  return renderWithRouter([{ element: <FormProviders />, children: [{ path: '*', element: form }] }]);
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

type Reply = (request: StrictRequest<DefaultBodyType>) => Response | Promise<Response>;
const received: Reply = () => HttpResponse.json({ ok: true, id: 'test' });

/**
 * An MSW server for the whole file that records the bodies posted to /forms/submit and answers with `reply`
 * (200 by default): listening before the first test; its replies, the forms' state and the toasts reset after each.
 */
export function submitServerForFile() {
  const server = setupServer();
  const bodies: unknown[] = [];
  let reply = received;
  server.use(
    http.post(`${location.origin}/forms/submit`, async ({ request }) => {
      bodies.push(await request.clone().json());
      return reply(request);
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    // The forms' state lives in the visit's query client, which outlives each test's render; toasts live in
    // sonner's module state.
    queryClient.clear();
    toast.dismiss();
    bodies.length = 0;
    reply = received;
  });
  afterAll(() => server.close());
  return { bodies, reply: (fn: Reply) => void (reply = fn) };
}

export async function findToast(text: string) {
  const found = await screen.findAllByText(text, { selector: '[data-sonner-toast] *' });
  return found[found.length - 1];
}

/** A control by its label as the table gives it (the required asterisk after it aside). */
export const control = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`)) as HTMLInputElement;

/**
 * Fills values in, in screen order: each box or radio clicked, each option chosen and each text set at once.
 * The tests that fill a form need the values there, not the typing: one change event per field, where
 * user-event's keystrokes, pointer and focus events cost seconds a form in jsdom. Tests of typing type.
 */
function fill(steps: FillStep[]) {
  for (const step of steps) {
    if (step.kind === 'check') fireEvent.click(screen.getByLabelText(step.label, { exact: false }));
    else fireEvent.change(control(step.label), { target: { value: step.value } });
  }
}

/** Fills the contact form with the sample values and `overrides`; returns what was filled. */
export function fillContactForm(overrides: Partial<ContactValues> = {}) {
  const values = { ...CONTACT_SAMPLE, ...overrides };
  fill(contactSteps(values));
  return values;
}

/** Fills the privacy form with a consumer's (or, `agent`, an agent's) sample request and `overrides`. */
export function fillPrivacyForm(options: Parameters<typeof privacySample>[0] = {}) {
  const values = privacySample(options);
  fill(privacySteps(values));
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
