/**
 * A local stand-in for the provider's forms API: `POST /forms/submit`, served by `npm run dev` and by
 * the preview server behind `npm start` (and the e2e suite), so both forms work on a fresh machine.
 *
 * It validates with the very schemas the forms use, answers JSON only (never HTML, never the input
 * echoed back, not even an unknown field's name), and appends each accepted submission as one JSON line
 * to submissions.jsonl in formsStoreDir, outside the project.
 */
import { createHash, randomUUID } from 'node:crypto';
import { appendFile, mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { homedir } from 'node:os';
import { basename, isAbsolute, join, resolve } from 'node:path';
import type { Connect, Plugin, PreviewServer } from 'vite';
import { config as zodConfig } from 'zod/mini';
import { en as zodEnglish } from 'zod/locales';
import { contactPayloadSchema, type ContactPayload } from '../../../src/features/contact/schema.ts';
import { privacyPayloadSchema, type PrivacyPayload } from '../../../src/features/privacy-request/schema.ts';
import { requestPath } from './requestPath.ts';

// zod/mini ships without messages; the endpoint's 400 answers should read well for messages the schemas don't set.
zodConfig(zodEnglish());

export const FORMS_SUBMIT_PATH = '/forms/submit';
export const MAX_BODY_BYTES = 64 * 1024;
export const SUBMISSIONS_FILE = 'submissions.jsonl';

/**
 * The forms' local store of the checkout at `root`: a folder of the user's own state folder ($XDG_STATE_HOME,
 * else ~/.local/state) named after the checkout. Outside the project, so no address of the dev server can
 * reach it; not in the shared temporary folder, where another user could make the folder first.
 */
export function formsStoreDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const state =
    env.XDG_STATE_HOME && isAbsolute(env.XDG_STATE_HOME) ? env.XDG_STATE_HOME : join(homedir(), '.local', 'state');
  const checkout = createHash('sha256').update(resolve(root)).digest('hex').slice(0, 12);
  return join(state, 'blueprint-forms', `${basename(resolve(root))}-${checkout}`);
}

type Validation = { ok: true; payload: ContactPayload | PrivacyPayload } | { ok: false; error: string };

/** Checks a parsed body against the schema of its formType; the error names the field but never repeats the input. */
export function validateSubmission(body: unknown): Validation {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: 'The request body must be a JSON object.' };
  }
  const formType = (body as { formType?: unknown }).formType;
  if (formType !== 'contact' && formType !== 'privacy') {
    return { ok: false, error: 'Unknown form type: formType must be "contact" or "privacy".' };
  }
  const result = formType === 'contact' ? contactPayloadSchema.safeParse(body) : privacyPayloadSchema.safeParse(body);
  if (result.success) return { ok: true, payload: result.data };
  const issue = result.error.issues[0];
  const where = issue.path.length ? ` (${issue.path.join('.')})` : '';
  // An unknown field's name is the sender's text: a fixed sentence instead.
  const message =
    issue.code === 'unrecognized_keys' ? 'The submission has a field this form does not have.' : issue.message;
  return { ok: false, error: `${message}${where}` };
}

/** The whole body, or undefined once it is over `limit` bytes (the rest is read and dropped, so the sender gets the answer). */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  }
  return size <= limit ? Buffer.concat(chunks) : undefined;
}

interface StoreOptions {
  /** The folder of submissions.jsonl. */
  dataDir: string;
  /** Receives one line per accepted submission, and the reason one could not be stored. */
  log: (line: string) => void;
}

/** The status and JSON body for one request to the endpoint; an accepted submission is appended first. */
async function answer(req: IncomingMessage, { dataDir, log }: StoreOptions): Promise<[number, object]> {
  if (req.method !== 'POST') return [405, { error: 'Use POST to submit a form.' }];
  if ((req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() !== 'application/json') {
    return [415, { error: 'Send the submission as application/json.' }];
  }
  const raw = await readBody(req, MAX_BODY_BYTES);
  if (!raw) return [413, { error: `The submission is too large (the limit is ${MAX_BODY_BYTES / 1024} KB).` }];
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    return [400, { error: 'The request body is not valid JSON.' }];
  }
  const validation = validateSubmission(body);
  if (!validation.ok) return [400, { error: validation.error }];
  const id = randomUUID();
  const record = { id, receivedAt: new Date().toISOString(), ...validation.payload };
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await appendFile(join(dataDir, SUBMISSIONS_FILE), `${JSON.stringify(record)}\n`, { mode: 0o600 });
  // Only the id and the form type: the log never holds the visitor's personal data.
  log(`[forms] accepted ${validation.payload.formType} submission ${id}`);
  return [200, { ok: true, id }];
}

function sendJson(res: ServerResponse, status: number, body: object) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (status === 405) res.setHeader('Allow', 'POST');
  res.end(JSON.stringify(body));
}

/** The connect middleware behind the plugin (exported for tests). */
export function createFormsMiddleware(options: StoreOptions): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (requestPath(req.url) !== FORMS_SUBMIT_PATH) return next();
    answer(req, options).then(
      ([status, body]) => sendJson(res, status, body),
      (error: Error) => {
        options.log(`[forms] could not store a submission: ${error.message}`);
        sendJson(res, 500, { error: 'The submission could not be stored. Please try again later.' });
      },
    );
  };
}

/** The Vite plugin: the same middleware in the dev server and the preview server, which says where it writes. */
export function formsEndpoint(options: Partial<StoreOptions> = {}): Plugin {
  const use = ({ config, middlewares }: Pick<PreviewServer, 'config' | 'middlewares'>) => {
    const dataDir = options.dataDir ?? formsStoreDir(config.root);
    const log = options.log ?? ((line: string) => config.logger.info(line));
    log(`[forms] ${FORMS_SUBMIT_PATH} appends accepted submissions to ${join(dataDir, SUBMISSIONS_FILE)}`);
    middlewares.use(createFormsMiddleware({ dataDir, log }));
  };
  return { name: 'blueprint:forms-endpoint', configureServer: use, configurePreviewServer: use };
}
