import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import { setupServer } from 'msw/node';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';
import FormProviders, { queryClient } from '@/app/FormProviders';
import { renderWithRouter } from '../renderWithRouter';

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

export const HOSTILE = {
  html: '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">',
  long: 'L'.repeat(10_000),
  emoji: '👩🏽‍⚕️ 🧬 🙂',
  rtl: 'مرحبا بالعالم שלום',
};

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
