import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildContactPayload } from '@/features/contact/payload';
import { CONTACT_SAMPLE } from '../../e2e/support/formSamples';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { FormSubmissionError, formsSubmitUrl, postForm } from '@/lib/api';

const payload = buildContactPayload({ ...CONTACT_SAMPLE, company: '' });
const SUBMIT = `${location.origin}/forms/submit`;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('formsSubmitUrl', () => {
  it('is same-origin /forms/submit without an API origin', () => {
    expect(formsSubmitUrl('')).toBe('/forms/submit');
    expect(formsSubmitUrl()).toBe('/forms/submit');
  });

  it('joins the API origin, ignoring trailing slashes', () => {
    expect(formsSubmitUrl('https://api.example.com')).toBe('https://api.example.com/forms/submit');
    expect(formsSubmitUrl('https://api.example.com/')).toBe('https://api.example.com/forms/submit');
    expect(formsSubmitUrl('https://api.example.com/v1//')).toBe('https://api.example.com/v1/forms/submit');
  });

  it('reads VITE_API_BASE_URL when it is set', () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/');
    expect(formsSubmitUrl()).toBe('https://api.example.com/forms/submit');
  });
});

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

  // The provider's answer is not known to have any shape: an OK answer that is not an HTML page is a success.
  it.each([
    ['a receipt without ok', () => HttpResponse.json({ status: 'received', id: 'a1' })],
    ['no content', () => new HttpResponse(null, { status: 204 })],
    ['plain text', () => new HttpResponse('OK', { status: 200, headers: { 'Content-Type': 'text/plain' } })],
  ])('an OK status with %s is a success', async (_, answer) => {
    server.use(http.post(SUBMIT, answer));
    await expect(postForm(payload)).resolves.toEqual({ ok: true });
  });

  // A captive portal's login page, a proxy's own page: OK, but not from the API.
  it.each([
    [
      'an HTML page',
      () =>
        new HttpResponse('<html><h1>Sign in to the Wi-Fi</h1></html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
    [
      'an HTML page with a charset',
      () =>
        new HttpResponse('<h1>Proxy</h1>', { status: 200, headers: { 'Content-Type': 'TEXT/HTML; charset=utf-8' } }),
    ],
  ])('an OK status with %s is no success', async (_, answer) => {
    server.use(http.post(SUBMIT, answer));
    const result = await postForm(payload);
    expect(result).toMatchObject({ ok: false, kind: 'not-api' });
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

  it('posts to the configured API origin', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/');
    server.use(http.post('https://api.example.com/forms/submit', () => HttpResponse.json({ ok: true })));
    await expect(postForm(payload)).resolves.toEqual({ ok: true });
  });

  it('a non-OK answer with a JSON error carries the status and the error text', async () => {
    server.use(http.post(SUBMIT, () => HttpResponse.json({ error: 'Please enter a message' }, { status: 400 })));
    await expect(postForm(payload)).resolves.toEqual({
      ok: false,
      kind: 'http',
      status: 400,
      error: 'Please enter a message',
    });
  });

  it('a non-OK answer that is not JSON (or has no usable error) carries only the status', async () => {
    server.use(
      http.post(
        SUBMIT,
        () =>
          new HttpResponse('<html><body>Bad Gateway</body></html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    await expect(postForm(payload)).resolves.toEqual({ ok: false, kind: 'http', status: 502 });

    server.use(http.post(SUBMIT, () => new HttpResponse(null, { status: 500 })));
    await expect(postForm(payload)).resolves.toEqual({ ok: false, kind: 'http', status: 500 });

    server.use(http.post(SUBMIT, () => HttpResponse.json({ error: { code: 7 } }, { status: 422 })));
    await expect(postForm(payload)).resolves.toEqual({ ok: false, kind: 'http', status: 422 });

    server.use(http.post(SUBMIT, () => HttpResponse.json({ error: '   ' }, { status: 400 })));
    await expect(postForm(payload)).resolves.toEqual({ ok: false, kind: 'http', status: 400 });
  });

  it('cuts very long server error text', async () => {
    server.use(http.post(SUBMIT, () => HttpResponse.json({ error: 'x'.repeat(5000) }, { status: 400 })));
    const result = await postForm(payload);
    expect(result.ok === false && result.kind === 'http' && result.error?.length).toBe(500);
  });

  it('a network failure answers kind network and never throws', async () => {
    server.use(http.post(SUBMIT, () => HttpResponse.error()));
    await expect(postForm(payload)).resolves.toEqual({ ok: false, kind: 'network' });
  });

  it('a request with no answer in time is a network failure', async () => {
    server.use(http.post(SUBMIT, () => new Promise<Response>(() => {})));
    await expect(postForm(payload, { timeoutMs: 50 })).resolves.toEqual({ ok: false, kind: 'network' });
  });
});

describe('FormSubmissionError', () => {
  it('keeps the failed result', () => {
    const error = new FormSubmissionError({ ok: false, kind: 'http', status: 500, error: 'Down' });
    expect(error).toBeInstanceOf(Error);
    expect(error.result).toEqual({ ok: false, kind: 'http', status: 500, error: 'Down' });
    expect(new FormSubmissionError({ ok: false, kind: 'network' }).message).toBe('Network error');
  });
});
