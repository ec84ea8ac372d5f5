// @vitest-environment node
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Connect } from 'vite';
import {
  createFormsMiddleware,
  formsEndpoint,
  formsStoreDir,
  MAX_BODY_BYTES,
  validateSubmission,
} from '../../tools/vite/formsEndpoint';

const contact = {
  formType: 'contact',
  email: 'ada@example.com',
  fields: { firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical Engines', message: 'Hello' },
};
const privacy = {
  formType: 'privacy',
  email: 'ada@example.com',
  fields: {
    requestTypes: ['access', 'opt-out'],
    requestMaker: 'agent',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: '',
    streetAddress: '',
    city: '',
    state: 'California',
    zip: '',
    submittedAt: '2025-11-23T14:05:09.123Z',
    agentFullName: 'Grace Hopper',
    agentEmail: 'grace@example.com',
    consumerFullName: 'Ada Lovelace',
    consumerEmail: '',
  },
};

let root: string;
let dataDir: string;
let server: Server;
let base: string;
let logs: string[];
let handler: Connect.NextHandleFunction;

async function listen(middleware: Connect.NextHandleFunction): Promise<{ server: Server; base: string }> {
  const srv = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 404;
      res.end('next');
    }),
  );
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  return { server: srv, base: `http://127.0.0.1:${(srv.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  // A real Node server and fetch need the node environment; the shared tests/setup.ts clears
  // document.head after each test, so give it the little it touches.
  if (typeof document === 'undefined') vi.stubGlobal('document', { head: { innerHTML: '' } });
  root = await mkdtemp(join(tmpdir(), 'forms-endpoint-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});
beforeEach(async () => {
  dataDir = join(root, `run-${Math.random().toString(36).slice(2)}`, 'nested', '.data');
  logs = [];
  handler = createFormsMiddleware({ dataDir, log: (line) => logs.push(line) });
  ({ server, base } = await listen(handler));
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const post = (body: unknown, init: RequestInit = {}) =>
  fetch(`${base}/forms/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });

async function records(): Promise<Record<string, unknown>[]> {
  const text = await readFile(join(dataDir, 'submissions.jsonl'), 'utf8');
  expect(text.endsWith('\n')).toBe(true);
  return text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** A raw request, for bodies fetch won't send (oversized, streamed without a length). */
function rawPost(
  chunks: Buffer[],
  headers: Record<string, string | number>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/forms/submit`, { method: 'POST', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    (async () => {
      for (const chunk of chunks) {
        if (req.destroyed) return;
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      }
      req.end();
    })().catch(() => undefined);
  });
}

describe('POST /forms/submit: accepted submissions', () => {
  it('200 {ok, id} for a contact submission, appended as one JSON line with id and receivedAt', async () => {
    const response = await post(contact);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await response.json()) as { ok: boolean; id: string };
    expect(body).toEqual({
      ok: true,
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
    const [record] = await records();
    expect(record).toEqual({ id: body.id, receivedAt: expect.any(String), ...contact });
    expect(new Date(record.receivedAt as string).toISOString()).toBe(record.receivedAt);
    expect(Object.keys(record).slice(0, 2)).toEqual(['id', 'receivedAt']);
  });

  it('200 for a privacy request from an agent; the data folder is created on demand', async () => {
    expect(existsSync(dataDir)).toBe(false);
    const response = await post(privacy, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    expect(response.status).toBe(200);
    const [record] = await records();
    expect(record).toMatchObject(privacy);
  });

  it('logs one line per submission with id and form type, never the personal data', async () => {
    const { id } = (await (await post(contact)).json()) as { id: string };
    await post(privacy);
    expect(logs).toHaveLength(2);
    expect(logs[0]).toBe(`[forms] accepted contact submission ${id}`);
    expect(logs[1]).toMatch(/^\[forms\] accepted privacy submission [0-9a-f-]{36}$/);
    // Every personal value submitted, looked for in the log once the random ids are taken out (an id is
    // hex, so a value such as 'Ada' could appear inside one by chance).
    const logged = logs.join('\n').replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>');
    const personal = [contact, privacy].flatMap((payload) => [payload.email, ...Object.values(payload.fields)]);
    for (const value of personal.filter((v): v is string => typeof v === 'string' && v.length > 2)) {
      expect(logged.toLowerCase()).not.toContain(value.toLowerCase());
    }
  });

  it('keeps every submission intact when many arrive at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        post({ ...contact, fields: { ...contact.fields, message: `#${i} ${'z'.repeat(4000)}` } }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(25).fill(200));
    const lines = await records();
    expect(lines).toHaveLength(25);
    expect(new Set(lines.map((line) => (line.fields as { message: string }).message.split(' ')[0])).size).toBe(25);
    expect(new Set(lines.map((line) => line.id)).size).toBe(25);
  });

  it('stores hostile text unchanged and answers JSON that does not echo it', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)> 🙂 עברית \u202E ' + 'h'.repeat(10_000);
    const response = await post({ ...contact, fields: { ...contact.fields, message: hostile } });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('<script>');
    const [record] = await records();
    expect((record.fields as { message: string }).message).toBe(hostile);
  });

  it('writes each record on one line for any line reader: U+0085, U+2028 and U+2029 escaped, text unchanged', async () => {
    const messages = ['next\u0085line', 'line\u2028separator', 'paragraph\u2029separator'];
    for (const message of messages)
      expect((await post({ ...contact, fields: { ...contact.fields, message } })).status).toBe(200);
    const text = await readFile(join(dataDir, 'submissions.jsonl'), 'utf8');
    // The breaks a Unicode-aware reader knows (Python's str.splitlines): 3 records, 3 lines.
    // eslint-disable-next-line no-control-regex -- those breaks include control characters
    expect(text.split(/\r\n|[\n\r\v\f\x1c-\x1e\u0085\u2028\u2029]/).filter(Boolean)).toHaveLength(3);
    expect(text).toContain('next\\u0085line');
    expect((await records()).map((record) => (record.fields as { message: string }).message)).toEqual(messages);
  });

  it('accepts a query string on the path', async () => {
    const response = await fetch(`${base}/forms/submit?source=test`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(contact),
    });
    expect(response.status).toBe(200);
  });
});

describe('POST /forms/submit: refused submissions', () => {
  async function expectError(response: Response, status: number, error: RegExp | string) {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await response.json()) as { error: string };
    expect(body).toEqual({ error: typeof error === 'string' ? error : expect.stringMatching(error) });
    return body.error;
  }

  it('400 for a body that is not JSON', async () => {
    await expectError(await post('{"formType": "contact",'), 400, 'The request body is not valid JSON.');
    await expectError(await post(''), 400, 'The request body is not valid JSON.');
  });

  it('400 for JSON that is not an object, or an unknown form type', async () => {
    await expectError(await post([contact]), 400, 'The request body must be a JSON object.');
    await expectError(await post('null'), 400, 'The request body must be a JSON object.');
    await expectError(
      await post({ ...contact, formType: 'newsletter' }),
      400,
      'Unknown form type: formType must be "contact" or "privacy".',
    );
    await expectError(await post({ email: 'a@b.co' }), 400, /Unknown form type/);
  });

  it('400 with a readable message naming the field for an invalid payload', async () => {
    await expectError(
      await post({ ...contact, fields: { ...contact.fields, message: '  ' } }),
      400,
      'Please enter a message (fields.message)',
    );
    await expectError(
      await post({ ...privacy, fields: { ...privacy.fields, state: 'Atlantis' } }),
      400,
      'Please select a state (fields.state)',
    );
    await expectError(
      await post({ ...privacy, fields: { ...privacy.fields, agentEmail: '' } }),
      400,
      'Agent name, agent email, and consumer name are required when making a request as an authorized agent (fields.agentFullName)',
    );
    await expectError(
      await post({ ...privacy, fields: { ...privacy.fields, requestTypes: [] } }),
      400,
      'Please select at least one request type (fields.requestTypes)',
    );
    await expectError(
      await post({ ...contact, extra: '<b>x</b>' }),
      400,
      'The submission has a field this form does not have.',
    );
  });

  it('answers an unknown field with a fixed message, never its name', async () => {
    const name = '<img src=x onerror=alert(1)>';
    await expectError(
      await post({ ...contact, [name]: 1 }),
      400,
      'The submission has a field this form does not have.',
    );
    await expectError(
      await post({ ...privacy, fields: { ...privacy.fields, [name]: 'x' } }),
      400,
      'The submission has a field this form does not have. (fields)',
    );
  });

  it('never echoes the submitted values in an error', async () => {
    const error = await expectError(await post({ ...contact, email: '<script>alert(1)</script>' }), 400, /email/);
    expect(error).not.toContain('<script>');
    const error2 = await expectError(
      await post({ ...contact, formType: '<img src=x onerror=alert(1)>' }),
      400,
      /Unknown form type/,
    );
    expect(error2).not.toContain('<img');
  });

  it('415 for a body that is not declared as JSON', async () => {
    await expectError(
      await post(contact, { headers: { 'Content-Type': 'text/plain' } }),
      415,
      'Send the submission as application/json.',
    );
    await expectError(
      await post('firstName=Ada', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
      415,
      'Send the submission as application/json.',
    );
    await expectError(
      await fetch(`${base}/forms/submit`, { method: 'POST', body: new Blob([JSON.stringify(contact)]) }),
      415,
      /application\/json/,
    );
  });

  it('405 with Allow: POST for any other method', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const response = await fetch(`${base}/forms/submit`, { method });
      expect(response.headers.get('allow'), method).toBe('POST');
      await expectError(response, 405, 'Use POST to submit a form.');
    }
  });

  it('413 for a declared body over 64 KB, without reading it', async () => {
    const big = Buffer.from(
      JSON.stringify({ ...contact, fields: { ...contact.fields, message: 'm'.repeat(MAX_BODY_BYTES) } }),
    );
    const { status, body } = await rawPost([big], { 'Content-Type': 'application/json', 'Content-Length': big.length });
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ error: 'The submission is too large (the limit is 64 KB).' });
    expect(existsSync(join(dataDir, 'submissions.jsonl'))).toBe(false);
  });

  it('413 for a streamed body that grows past 64 KB (no Content-Length)', async () => {
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const { status, body } = await rawPost([Buffer.from('{"formType":"contact","x":"'), ...Array(6).fill(chunk)], {
      'Content-Type': 'application/json',
      'Transfer-Encoding': 'chunked',
    });
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ error: expect.stringContaining('too large') });
  });

  it('a huge upload is cut off, not read to the end, and nothing is stored', async () => {
    const huge = Buffer.alloc(8 * 1024 * 1024, 'a');
    const outcome = await rawPost([huge], { 'Content-Type': 'application/json', 'Content-Length': huge.length }).then(
      (response) => response.status,
      (error: NodeJS.ErrnoException) => error.code,
    );
    expect([413, 'ECONNRESET', 'EPIPE']).toContain(outcome);
    expect(existsSync(join(dataDir, 'submissions.jsonl'))).toBe(false);
    // The server is still there.
    expect((await post(contact)).status).toBe(200);
  });

  it('a body of exactly 64 KB is read (and then validated)', async () => {
    const padding =
      MAX_BODY_BYTES - Buffer.byteLength(JSON.stringify({ ...contact, fields: { ...contact.fields, message: '' } }));
    const body = JSON.stringify({ ...contact, fields: { ...contact.fields, message: 'm'.repeat(padding) } });
    expect(Buffer.byteLength(body)).toBe(MAX_BODY_BYTES);
    expect((await post(body)).status).toBe(200);
  });

  it('500 JSON when the submission cannot be stored; nothing is logged as accepted', async () => {
    const blocker = join(root, `file-${Math.random().toString(36).slice(2)}`);
    await writeFile(blocker, 'not a folder');
    const broken = await listen(
      createFormsMiddleware({ dataDir: join(blocker, '.data'), log: (line) => logs.push(line) }),
    );
    try {
      const response = await fetch(`${broken.base}/forms/submit`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(contact),
      });
      await expectError(response, 500, 'The submission could not be stored. Please try again later.');
      expect(logs.some((line) => line.startsWith('[forms] accepted'))).toBe(false);
    } finally {
      broken.server.closeAllConnections();
      await new Promise((resolve) => broken.server.close(resolve));
    }
  });

  it('passes every other path to the next middleware', async () => {
    for (const path of ['/', '/contact', '/forms/submit/extra', '/forms']) {
      const response = await fetch(`${base}${path}`, { method: 'POST' });
      expect(await response.text(), path).toBe('next');
    }
  });
});

describe('validateSubmission', () => {
  it('returns the parsed payload for a valid submission', () => {
    expect(validateSubmission(contact)).toEqual({ ok: true, payload: contact });
    expect(validateSubmission(privacy)).toEqual({ ok: true, payload: privacy });
  });
});

describe('formsEndpoint plugin', () => {
  it('serves the endpoint in both the dev and the preview server, writing under the configured folder', async () => {
    const plugin = formsEndpoint({ dataDir: join(root, 'plugin-data'), log: (line) => logs.push(line) });
    expect(plugin.name).toBe('blueprint:forms-endpoint');
    for (const hook of ['configureServer', 'configurePreviewServer'] as const) {
      const used: Connect.NextHandleFunction[] = [];
      const fakeServer = {
        middlewares: { use: (fn: Connect.NextHandleFunction) => used.push(fn) },
        config: { root, logger: { info: () => {} } },
      };
      (plugin[hook] as unknown as (server: typeof fakeServer) => void)(fakeServer);
      expect(used, hook).toHaveLength(1);
      const served = await listen(used[0]);
      try {
        const response = await fetch(`${served.base}/forms/submit`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(contact),
        });
        expect(response.status, hook).toBe(200);
      } finally {
        served.server.closeAllConnections();
        await new Promise((resolve) => served.server.close(resolve));
      }
    }
    const lines = (await readFile(join(root, 'plugin-data', 'submissions.jsonl'), 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    // Each server says once where its submissions go.
    const where = `[forms] /forms/submit appends accepted submissions to ${join(root, 'plugin-data', 'submissions.jsonl')}`;
    expect(logs.filter((line) => line === where)).toHaveLength(2);
  });

  it('by default, keeps submissions in the user’s state folder, one folder per checkout, outside it', () => {
    const state = join(homedir(), '.local', 'state', 'blueprint-forms');
    expect(formsStoreDir('/work/site', {})).toMatch(/\/site-[0-9a-f]{12}$/);
    expect(dirname(formsStoreDir('/work/site', {}))).toBe(state);
    expect(formsStoreDir('/work/site', { XDG_STATE_HOME: 'relative' })).toBe(formsStoreDir('/work/site', {}));
    expect(dirname(formsStoreDir('/work/site', { XDG_STATE_HOME: '/state' }))).toBe('/state/blueprint-forms');
    expect(formsStoreDir('/elsewhere/site', {})).not.toBe(formsStoreDir('/work/site', {}));
  });
});
