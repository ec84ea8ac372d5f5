/**
 * What no answer of any host may do, whatever the request: send a Location that leads to another site or
 * to anything but one of the build's page addresses, send a header outside the list the site sends (an
 * injected `Set-Cookie` line among them), give a known header another value, or fail with a 5xx.
 */
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from '../../tools/hosts/security-headers';

export interface HostAnswer {
  status: number;
  /** Every header line as sent, names in lower case, in order. */
  headers: Array<[name: string, value: string]>;
}

export interface AnswerRules {
  /** The site's origin, which a relative Location is read against. */
  origin: string;
  /** The build's page addresses: the only places a redirect may lead. */
  pages: ReadonlySet<string>;
  /** Every header name an answer may carry (lower case), with its one value where it has one. */
  headers: ReadonlyMap<string, ReadonlySet<string> | 'any'>;
}

/** How a browser reads a Location: tab, CR and LF removed before the URL is parsed (WHATWG URL). */
function resolvedLocation(value: string, origin: string): URL | undefined {
  try {
    return new URL(value.replace(/[\t\n\r]/g, ''), origin);
  } catch {
    return undefined;
  }
}

/** A control character other than tab: CR and LF end a header line wherever they stand. */
const isControl = (char: string) => {
  const code = char.charCodeAt(0);
  return (code < 0x20 && code !== 0x09) || code === 0x7f;
};

/** What is wrong with one answer, as sentences naming the target; empty when nothing is. */
export function problemsOf(target: string, answer: HostAnswer, rules: AnswerRules): string[] {
  const problems: string[] = [];
  const say = (text: string) => problems.push(`${JSON.stringify(target)}: ${text}`);
  if (answer.status >= 500) say(`status ${answer.status}`);
  for (const [name, value] of answer.headers) {
    const allowed = rules.headers.get(name);
    if (name === '') say(`header line ${JSON.stringify(value)} has no name: it is not one the site sends`);
    else if (!allowed) say(`header ${JSON.stringify(`${name}: ${value}`)} is not one the site sends`);
    else if (allowed !== 'any' && !allowed.has(value)) say(`header ${name} has the value ${JSON.stringify(value)}`);
    // A line break in a value is a header line of its own to whoever reads it next.
    if ([...value].some(isControl))
      say(`header ${name} carries a control character, a foreign header to its reader: it is not one the site sends`);
  }
  const locations = answer.headers.filter(([name]) => name === 'location').map(([, value]) => value);
  if (locations.length > 1) say(`${locations.length} Location headers`);
  for (const location of locations) {
    const url = resolvedLocation(location, rules.origin);
    if (url?.origin !== rules.origin) say(`Location ${JSON.stringify(location)} leads to ${url?.origin ?? 'nowhere'}`);
    if (!rules.pages.has(location)) say(`Location ${JSON.stringify(location)} is not a page of the build`);
  }
  return problems;
}

/** What a server adds of its own: headers with their allowed values (fixed), and names with any value (free). */
export interface ServerHeaders {
  fixed?: Record<string, readonly string[]>;
  free: readonly string[];
}

/**
 * The rules for a host at origin serving the build's pages: the site's security headers with their one value
 * each, one of the two Cache-Controls, the headers in `fixed` with their values, those in `free` with any.
 */
export function answerRules(
  origin: string,
  pages: Iterable<string>,
  security: Record<string, string>,
  { fixed = {}, free }: ServerHeaders,
): AnswerRules {
  const values = {
    ...Object.fromEntries(Object.entries(security).map(([name, value]) => [name, [value]])),
    'Cache-Control': [CACHE_IMMUTABLE, CACHE_REVALIDATE],
    ...fixed,
  };
  const headers = new Map<string, ReadonlySet<string> | 'any'>(
    Object.entries(values).map(([name, allowed]) => [name.toLowerCase(), new Set(allowed)]),
  );
  for (const name of free) headers.set(name, 'any');
  return { origin, pages: new Set(pages), headers };
}

/**
 * How one answer's headers differ from the site's for its path: each security header once, with its value,
 * and exactly one Cache-Control, the one expected there. Empty when they do not.
 */
export function headerMismatches(
  headers: ReadonlyArray<readonly [name: string, value: string]>,
  security: Record<string, string>,
  cacheControl: string,
): string[] {
  const expected = Object.entries({ ...security, 'Cache-Control': cacheControl });
  return expected.flatMap(([name, value]) => {
    const sent = headers.filter(([header]) => header === name.toLowerCase()).map(([, v]) => v);
    return sent.length === 1 && sent[0] === value ? [] : [`${name}: ${JSON.stringify(sent)}`];
  });
}

/** The kinds of problem, worst first: a way to another site, a foreign header, a failure, the rest. */
const KINDS: Array<[label: string, pattern: RegExp]> = [
  ['to another site', /leads to/],
  ['foreign header', /is not one the site sends/],
  ['5xx', /status 5/],
  ['Location not a page', /is not a page of the build/],
  ['header value', /has the value/],
];
const kindOf = (problem: string) => KINDS.findIndex(([, pattern]) => pattern.test(problem));

/** The problems worst first, and a line that counts each kind. */
export function report(problems: readonly string[]): { worstFirst: string[]; summary: string } {
  const counts = KINDS.map(([label], kind) => `${problems.filter((p) => kindOf(p) === kind).length} ${label}`);
  return {
    worstFirst: [...problems].sort((a, b) => kindOf(a) - kindOf(b)),
    summary: `${problems.length} problems: ${counts.join(', ')}`,
  };
}
