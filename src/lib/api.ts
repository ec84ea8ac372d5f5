/**
 * The one call the site makes to the provider's API: POST a form submission as JSON to
 * `${VITE_API_BASE_URL}/forms/submit` (same-origin /forms/submit when the variable is empty, which
 * the local forms endpoint serves in `npm run dev` and `npm start`).
 */

export interface FormPayload {
  formType: string;
  email: string;
  fields: Record<string, unknown>;
}

/**
 * What a submission came to: accepted by the API; refused by it (a non-OK status, with its error text if
 * it gave one); or no answer from the API at all, either none (`network`: offline, a timeout, a redirect) or one
 * that is not the API's (`not-api`: an OK status without the API's JSON, as a captive portal's login page
 * or a misrouted proxy answers).
 */
export type PostFormResult =
  | { ok: true }
  | { ok: false; kind: 'http'; status: number; error?: string }
  | { ok: false; kind: 'network' }
  | { ok: false; kind: 'not-api'; status: number };

export type PostFormFailure = Exclude<PostFormResult, { ok: true }>;

/** A request that has had no answer after this long is treated as a network failure. */
export const SUBMIT_TIMEOUT_MS = 30_000;

/** Server error text longer than this is cut before it reaches a toast. */
const MAX_ERROR_LENGTH = 500;

/** The submit URL for an API origin ('' means this site); a trailing slash on the origin is ignored. */
export function formsSubmitUrl(apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL ?? ''): string {
  return `${apiBaseUrl.trim().replace(/\/+$/, '')}/forms/submit`;
}

/** The `error` text of a JSON error body, if there is one; any other body yields nothing. */
async function readErrorText(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = JSON.parse(await response.text());
    if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
      const text = body.error.trim();
      return text ? text.slice(0, MAX_ERROR_LENGTH) : undefined;
    }
  } catch {
    // Not JSON (an HTML error page, an empty body) or the body could not be read.
  }
  return undefined;
}

function timeoutSignal(ms: number): AbortSignal | undefined {
  return typeof AbortSignal !== 'undefined' && typeof AbortSignal.timeout === 'function'
    ? AbortSignal.timeout(ms)
    : undefined;
}

/**
 * Whether an OK answer may be the API's. Its body is not read: the provider's answer is not known to have
 * any shape (the local stand-in's `{"ok":true,"id":"…"}` included), and an API that answers 204, an empty
 * body or plain text must not make every real submission read as failed. What is not the API's is an HTML
 * page: a captive portal's login page served in its place, or a misrouted proxy's answer, which a JSON API
 * never sends.
 */
function mayBeApiAnswer(response: Response): boolean {
  return !/^\s*text\/html\b/i.test(response.headers.get('Content-Type') ?? '');
}

/** Posts a submission and turns its outcomes (PostFormResult) into a typed result. Never throws. */
export async function postForm(payload: FormPayload, options: { timeoutMs?: number } = {}): Promise<PostFormResult> {
  let response: Response;
  try {
    response = await fetch(formsSubmitUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      // A redirect is never the API's acceptance: followed, a 301/302/303 turns the POST into a GET that
      // another page answers, and a 307 sends the submission elsewhere. Refused, it reads as not sent.
      redirect: 'error',
      signal: timeoutSignal(options.timeoutMs ?? SUBMIT_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, kind: 'network' };
  }
  if (response.ok)
    return mayBeApiAnswer(response) ? { ok: true } : { ok: false, kind: 'not-api', status: response.status };
  const error = await readErrorText(response);
  return error === undefined
    ? { ok: false, kind: 'http', status: response.status }
    : { ok: false, kind: 'http', status: response.status, error };
}

/** Thrown by the submission hooks so react-query sees a failed submission as an error. */
export class FormSubmissionError extends Error {
  readonly result: PostFormFailure;

  constructor(result: PostFormFailure) {
    super(
      result.kind === 'network'
        ? 'Network error'
        : result.kind === 'not-api'
          ? `HTTP ${result.status}, not the forms API's answer`
          : `HTTP ${result.status}${result.error ? `: ${result.error}` : ''}`,
    );
    this.name = 'FormSubmissionError';
    this.result = result;
  }
}
