import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Connect } from 'vite';
import {
  createFormsMiddleware,
  formsEndpoint,
  formsStoreDir,
  MAX_BODY_BYTES,
} from '../../tools/build/vite/formsEndpoint';
import { buildContactPayload } from '@/features/contact/payload';
import { buildPrivacyPayload } from '@/features/privacy-request/payload';
import { PRIVACY_MESSAGES } from '@/features/privacy-request/fields';
import { AGENT_SAMPLE, CONTACT_SAMPLE } from '../../e2e/support/formSamples';

// Valid submissions as the forms build them, from every field of their tables.
const contact = buildContactPayload(CONTACT_SAMPLE);
const privacy = buildPrivacyPayload(AGENT_SAMPLE, new Date('2025-11-23T14:05:09.123Z'));

let root: string;
let dataDir: string;
let server: Server;
let base: string;
let logs: string[];

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

async function close(srv: Server) {
  srv.closeAllConnections();
  await new Promise((resolve) => srv.close(resolve));
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'forms-endpoint-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});
beforeEach(async () => {
  dataDir = join(root, `run-${Math.random().toString(36).slice(2)}`, 'nested');
  logs = [];
  ({ server, base } = await listen(createFormsMiddleware({ dataDir, log: (line) => logs.push(line) })));
});
afterEach(() => close(server));

const post = (body: unknown, init: RequestInit = {}, at = base) =>
  fetch(`${at}/forms/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });

async function records(): Promise<Record<string, unknown>[]> {
  const text = await readFile(join(dataDir, 'submissions.jsonl'), 'utf8');
  return text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('POST /forms/submit: accepted submissions', () => {
  it('200 {ok, id}, each submission appended as one JSON line with its id and receivedAt, logged in one line with its id and form type, never the personal data', async () => {
    const response = await post(contact);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await response.json()) as { ok: boolean; id: string };
    expect(body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const answer = await post(privacy, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    expect(answer.status).toBe(200);
    const [first, second] = await records();
    expect(first).toEqual({ id: body.id, receivedAt: expect.any(String), ...contact });
    expect(new Date(first.receivedAt as string).toISOString()).toBe(first.receivedAt);
    expect(second).toMatchObject(privacy);
    const { id } = (await answer.json()) as { id: string };
    expect(logs).toEqual([
      `[forms] accepted contact submission ${body.id}`,
      `[forms] accepted privacy submission ${id}`,
    ]);
  });
});

describe('POST /forms/submit: refused submissions', () => {
  async function expectError(response: Response, status: number, error: RegExp | string) {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ error: typeof error === 'string' ? error : expect.stringMatching(error) });
  }

  const hostile = '<img src=x onerror=alert(1)>';
  it.each([
    ['a body that is not JSON', '{"formType": "contact",', 'The request body is not valid JSON.'],
    ['a body that is not an object', [contact], 'The request body must be a JSON object.'],
    [
      'an unknown form type',
      { ...contact, formType: 'newsletter' },
      'Unknown form type: formType must be "contact" or "privacy".',
    ],
    // A readable message naming the field.
    [
      'a blank message',
      { ...contact, fields: { ...contact.fields, message: '  ' } },
      'Please enter a message (fields.message)',
    ],
    [
      'an agent’s request without the agent’s email',
      { ...privacy, fields: { ...privacy.fields, agentEmail: '' } },
      `${PRIVACY_MESSAGES.agent} (fields.agentFullName)`,
    ],
    // Never the input echoed: an unknown field gets a fixed message, a bad value is not repeated.
    ['an unknown key', { ...contact, [hostile]: 1 }, 'The submission has a field this form does not have.'],
    [
      'an unknown field',
      { ...privacy, fields: { ...privacy.fields, [hostile]: 'x' } },
      'The submission has a field this form does not have. (fields)',
    ],
    ['a hostile email', { ...contact, email: hostile }, /^[^<]*email[^<]*$/],
    ['a hostile form type', { ...contact, formType: hostile }, /^Unknown form type[^<]*$/],
  ])('400 for %s, with a message that never echoes it', async (_, body, error) => {
    await expectError(await post(body), 400, error);
  });

  it('415 for a body not declared as JSON, 405 with Allow: POST for any other method', async () => {
    await expectError(
      await post(contact, { headers: { 'Content-Type': 'text/plain' } }),
      415,
      'Send the submission as application/json.',
    );
    const response = await fetch(`${base}/forms/submit`);
    expect(response.headers.get('allow')).toBe('POST');
    await expectError(response, 405, 'Use POST to submit a form.');
  });

  it('413 for a body over 64 KB, and nothing stored; 64 KB exactly is read', async () => {
    const withMessage = (message: string) => JSON.stringify({ ...contact, fields: { ...contact.fields, message } });
    const padding = MAX_BODY_BYTES - Buffer.byteLength(withMessage(''));
    await expectError(
      await post(withMessage('m'.repeat(padding + 1))),
      413,
      'The submission is too large (the limit is 64 KB).',
    );
    expect(existsSync(join(dataDir, 'submissions.jsonl'))).toBe(false);
    expect((await post(withMessage('m'.repeat(padding)))).status).toBe(200);
  });

  it('500 JSON when the submission cannot be stored; nothing is logged as accepted', async () => {
    const blocker = join(root, `file-${Math.random().toString(36).slice(2)}`);
    await writeFile(blocker, 'not a folder');
    const broken = await listen(createFormsMiddleware({ dataDir: blocker, log: (line) => logs.push(line) }));
    try {
      await expectError(
        await post(contact, {}, broken.base),
        500,
        'The submission could not be stored. Please try again later.',
      );
      expect(logs.some((line) => line.startsWith('[forms] accepted'))).toBe(false);
    } finally {
      await close(broken.server);
    }
  });

  it('answers /forms/submit with a query too, and passes every other path to the next middleware', async () => {
    expect((await fetch(`${base}/forms/submit?source=test`, { method: 'PUT' })).status).toBe(405);
    for (const path of ['/', '/contact', '/forms/submit/extra', '/forms']) {
      const response = await fetch(`${base}${path}`, { method: 'POST' });
      expect(await response.text(), path).toBe('next');
    }
  });
});

describe('formsEndpoint plugin', () => {
  it('serves the endpoint in both the dev and the preview server, each saying once where it writes', async () => {
    const plugin = formsEndpoint({ dataDir: join(root, 'plugin-data'), log: (line) => logs.push(line) });
    for (const hook of ['configureServer', 'configurePreviewServer'] as const) {
      const used: Connect.NextHandleFunction[] = [];
      const fakeServer = { middlewares: { use: (fn: Connect.NextHandleFunction) => used.push(fn) }, config: { root } };
      (plugin[hook] as unknown as (server: typeof fakeServer) => void)(fakeServer);
      expect(used, hook).toHaveLength(1);
      const served = await listen(used[0]);
      try {
        expect((await post(contact, {}, served.base)).status, hook).toBe(200);
      } finally {
        await close(served.server);
      }
    }
    const file = join(root, 'plugin-data', 'submissions.jsonl');
    expect((await readFile(file, 'utf8')).trimEnd().split('\n')).toHaveLength(2);
    expect(
      logs.filter((line) => line === `[forms] /forms/submit appends accepted submissions to ${file}`),
    ).toHaveLength(2);
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
