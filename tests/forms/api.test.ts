import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildContactPayload } from '@/features/contact/payload';
import { CONTACT_SAMPLE } from '../../e2e/support/formSamples';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { FormSubmissionError, formsSubmitUrl, postForm, type PostFormResult } from '@/lib/api';

const payload = buildContactPayload({ ...CONTACT_SAMPLE, company: '' });
const SUBMIT = `${location.origin}/forms/submit`;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('formsSubmitUrl', () => {
  it('is same-origin /forms/submit without an API origin, else joins it, ignoring trailing slashes', () => {
    expect(formsSubmitUrl('')).toBe('/forms/submit');
    expect(formsSubmitUrl()).toBe('/forms/submit');
    expect(formsSubmitUrl('https://api.example.com')).toBe('https://api.example.com/forms/submit');
    expect(formsSubmitUrl('https://api.example.com/')).toBe('https://api.example.com/forms/submit');
    expect(formsSubmitUrl('https://api.example.com/v1//')).toBe('https://api.example.com/v1/forms/submit');
  });

  it('reads VITE_API_BASE_URL when it is set, and postForm posts there', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/');
    expect(formsSubmitUrl()).toBe('https://api.example.com/forms/submit');
    server.use(http.post('https://api.example.com/forms/submit', () => HttpResponse.json({ ok: true })));
    await expect(postForm(payload)).resolves.toEqual({ ok: true });
  });
});

const page =
  (body: string | null, status: number, type = 'text/html') =>
  () =>
    new HttpResponse(body, { status, headers: { 'Content-Type': type } });

const ANSWERS: [answer: string, reply: () => Response, result: PostFormResult][] = [
  // The provider's answer is not known to have any shape: an OK answer that is not an HTML page is a success.
  ['a receipt without ok', () => HttpResponse.json({ status: 'received', id: 'a1' }), { ok: true }],
  ['no content', () => new HttpResponse(null, { status: 204 }), { ok: true }],
  ['plain text', page('OK', 200, 'text/plain'), { ok: true }],
  // A captive portal's login page, a proxy's own page: OK, but not from the API.
  [
    'an HTML page',
    page('<html><h1>Sign in to the Wi-Fi</h1></html>', 200),
    { ok: false, kind: 'not-api', status: 200 },
  ],
  [
    'an HTML page with a charset',
    page('<h1>Proxy</h1>', 200, 'TEXT/HTML; charset=utf-8'),
    { ok: false, kind: 'not-api', status: 200 },
  ],
  [
    'a non-OK status with a JSON error',
    () => HttpResponse.json({ error: 'Please enter a message' }, { status: 400 }),
    { ok: false, kind: 'http', status: 400, error: 'Please enter a message' },
  ],
  // A body that is not JSON, or has no usable error: the status alone.
  ['a non-OK HTML page', page('<html><body>Bad Gateway</body></html>', 502), { ok: false, kind: 'http', status: 502 }],
  ['a non-OK status without a body', page(null, 500), { ok: false, kind: 'http', status: 500 }],
  [
    'an error that is not text',
    () => HttpResponse.json({ error: { code: 7 } }, { status: 422 }),
    { ok: false, kind: 'http', status: 422 },
  ],
  [
    'a blank error',
    () => HttpResponse.json({ error: '   ' }, { status: 400 }),
    { ok: false, kind: 'http', status: 400 },
  ],
  ['a network failure', () => HttpResponse.error(), { ok: false, kind: 'network' }],
];

describe('postForm', () => {
  it("POSTs the payload as JSON and answers ok on the API's JSON success", async () => {
    let received: { method: string; contentType: string | null; body: unknown } | undefined;
    server.use(
      http.post(SUBMIT, async ({ request }) => {
        received = {
          method: request.method,
          contentType: request.headers.get('content-type'),
          body: await request.json(),
        };
        return HttpResponse.json({ ok: true, id: 'f2c1' });
      }),
    );
    await expect(postForm(payload)).resolves.toEqual({ ok: true });
    expect(received).toEqual({ method: 'POST', contentType: 'application/json', body: payload });
  });

  it.each(ANSWERS)('%s comes to %o, and never throws', async (_, reply, result) => {
    server.use(http.post(SUBMIT, reply));
    await expect(postForm(payload)).resolves.toEqual(result);
  });

  // Followed, a 303 would turn the POST into a GET of a page that answers 200; a 307 would post elsewhere.
  it.each([301, 302, 303, 307, 308])('an answer through a %i redirect is not sent', async (status) => {
    const landed: string[] = [];
    server.use(
      http.post(SUBMIT, () => HttpResponse.redirect(`${location.origin}/thanks`, status)),
      http.all(`${location.origin}/thanks`, ({ request }) => {
        landed.push(request.method);
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(postForm(payload)).resolves.toEqual({ ok: false, kind: 'network' });
    expect(landed).toEqual([]);
  });

  it('cuts very long server error text', async () => {
    server.use(http.post(SUBMIT, () => HttpResponse.json({ error: 'x'.repeat(5000) }, { status: 400 })));
    const result = await postForm(payload);
    expect(result.ok === false && result.kind === 'http' && result.error?.length).toBe(500);
  });

  it('a request with no answer in time is a network failure', async () => {
    server.use(http.post(SUBMIT, () => new Promise<Response>(() => {})));
    await expect(postForm(payload, { timeoutMs: 50 })).resolves.toEqual({ ok: false, kind: 'network' });
  });

  it('a failure thrown for the query client keeps its result', () => {
    const error = new FormSubmissionError({ ok: false, kind: 'http', status: 500, error: 'Down' });
    expect(error).toBeInstanceOf(Error);
    expect(error.result).toEqual({ ok: false, kind: 'http', status: 500, error: 'Down' });
    expect(new FormSubmissionError({ ok: false, kind: 'network' }).message).toBe('Network error');
  });
});
