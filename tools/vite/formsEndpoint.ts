/**
 * A local stand-in for the provider's forms API: `POST /forms/submit`, served by `npm run dev` and by
 * the preview server behind `npm start` (and the e2e suite), so both forms work on a fresh machine.
 *
 * It validates with the very schemas the forms use, answers JSON only (never HTML, never the input
 * echoed back, not even an unknown field's name), and appends each accepted submission as one JSON line
 * (one line to any reader: see jsonLine) to submissions.jsonl in formsStoreDir, outside the project, fsynced
 * before it answers 200, so an accepted submission survives a crash.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { homedir } from 'node:os';
import { basename, isAbsolute, join, resolve } from 'node:path';
import type { Connect, Plugin, PreviewServer } from 'vite';
import { config as zodConfig } from 'zod/mini';
import { en as zodEnglish } from 'zod/locales';
import { contactPayloadSchema, type ContactPayload } from '../../src/features/contact/schema.ts';
import { privacyPayloadSchema, type PrivacyPayload } from '../../src/features/privacy-request/schema.ts';
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

export interface FormsEndpointOptions {
  /** Folder for submissions.jsonl. Default: formsStoreDir of the project root. */
  dataDir?: string;
  /** Largest accepted request body in bytes. Default: 64 KB. */
  maxBodyBytes?: number;
  /** Receives the one line logged per accepted submission. Default: Vite's logger. */
  log?: (line: string) => void;
}

/** After a 413, up to this much more of the upload is read and thrown away (so the client sees the answer), then the connection is cut. */
const MAX_DISCARD_BYTES = 1024 * 1024;

type Validation = { ok: true; payload: ContactPayload | PrivacyPayload } | { ok: false; error: string };

/** The answer to a field the form does not have: fixed, as its name is the sender's text. */
export const UNKNOWN_FIELD = 'The submission has a field this form does not have.';

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
  const message = issue.code === 'unrecognized_keys' ? UNKNOWN_FIELD : issue.message;
  return { ok: false, error: `${message}${where}` };
}

/**
 * A record as one line of submissions.jsonl. JSON.stringify escapes every control character but U+0085,
 * U+2028 and U+2029, which many line readers (Python's splitlines, editors, log tools) take for line
 * breaks: written as \u escapes, a record is one line to any reader and parses back to the same text.
 */
export function jsonLine(record: object): string {
  const json = JSON.stringify(record).replace(
    /[\u0085\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `${json}\n`;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const json = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(json);
}

/** Reads the body up to `limit` bytes; past it, stops reading and rejects with 413 (nothing more is buffered). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolvePromise, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new HttpError(413, `The submission is too large (the limit is ${Math.round(limit / 1024)} KB).`));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        chunks.length = 0;
        reject(new HttpError(413, `The submission is too large (the limit is ${Math.round(limit / 1024)} KB).`));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolvePromise(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** Appends one line and fsyncs it before resolving; appends are queued so lines never interleave. */
function createStore(dataDir: string) {
  const file = join(dataDir, SUBMISSIONS_FILE);
  let queue: Promise<unknown> = Promise.resolve();
  async function append(line: string) {
    await mkdir(dataDir, { recursive: true });
    const handle = await open(file, 'a', 0o600);
    try {
      await handle.appendFile(line, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
  }
  return {
    file,
    append(line: string): Promise<void> {
      const next = queue.then(() => append(line));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}

function isJsonContentType(header: string | undefined): boolean {
  const mediaType = (header ?? '').split(';')[0].trim().toLowerCase();
  return mediaType === 'application/json';
}

/** The connect middleware behind the plugin (exported for tests). */
export function createFormsMiddleware(
  options: FormsEndpointOptions & { dataDir: string; log: (line: string) => void },
): Connect.NextHandleFunction {
  const limit = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const store = createStore(options.dataDir);

  return (req, res, next) => {
    const pathname = requestPath(req.url);
    if (pathname !== FORMS_SUBMIT_PATH) return next();

    void (async () => {
      if (req.method !== 'POST') {
        req.resume();
        throw new HttpError(405, 'Use POST to submit a form.');
      }
      if (!isJsonContentType(req.headers['content-type'])) {
        req.resume();
        throw new HttpError(415, 'Send the submission as application/json.');
      }
      const raw = await readBody(req, limit);
      let body: unknown;
      try {
        body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
      } catch {
        throw new HttpError(400, 'The request body is not valid JSON.');
      }
      const validation = validateSubmission(body);
      if (!validation.ok) throw new HttpError(400, validation.error);

      const id = randomUUID();
      const record = { id, receivedAt: new Date().toISOString(), ...validation.payload };
      try {
        await store.append(jsonLine(record));
      } catch (error) {
        options.log(`[forms] could not store a ${validation.payload.formType} submission: ${(error as Error).message}`);
        throw new HttpError(500, 'The submission could not be stored. Please try again later.');
      }
      // Only the id and the form type: the log never holds the visitor's personal data.
      options.log(`[forms] accepted ${validation.payload.formType} submission ${id}`);
      sendJson(res, 200, { ok: true, id });
    })().catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 400;
      const message = error instanceof HttpError ? error.message : 'The request could not be read.';
      if (res.headersSent) return;
      if (status === 413) {
        // Nothing more is buffered: the rest of the upload is discarded (so the client can read the
        // answer) up to a cap, past which the connection is cut; the connection is not reused.
        let discarded = 0;
        req.on('data', (chunk: Buffer) => {
          discarded += chunk.length;
          if (discarded > MAX_DISCARD_BYTES) req.destroy();
        });
        req.resume();
        sendJson(res, status, { error: message }, { Connection: 'close' });
        return;
      }
      sendJson(res, status, { error: message }, status === 405 ? { Allow: 'POST' } : {});
    });
  };
}

/** The Vite plugin: the same middleware in the dev server and the preview server, which says where it writes. */
export function formsEndpoint(options: FormsEndpointOptions = {}): Plugin {
  const use = ({ config, middlewares }: Pick<PreviewServer, 'config' | 'middlewares'>) => {
    const dataDir = options.dataDir ?? formsStoreDir(config.root);
    const log = options.log ?? ((line: string) => config.logger.info(line));
    log(`[forms] ${FORMS_SUBMIT_PATH} appends accepted submissions to ${join(dataDir, SUBMISSIONS_FILE)}`);
    middlewares.use(createFormsMiddleware({ ...options, dataDir, log }));
  };
  return { name: 'blueprint:forms-endpoint', configureServer: use, configurePreviewServer: use };
}
