/**
 * A server keeps the security headers of the build it was configured with: an nginx block is installed
 * by hand, and a page whose inline script or stylesheet that block's Content-Security-Policy does not
 * allow by hash stays without JavaScript, looking fine. The policy is built to stay the same from build
 * to build unless code changes (tools/build/html/entryLoader.ts, src/index.css, tools/build/fonts/subset.ts), so
 * each build compares its headers with the previous build's, kept outside the published folder, and says
 * in one line when they differ: only then must the server's config be reinstalled.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Where the previous build's headers are kept: ignored by git, never published. */
export const HEADERS_RECORD = '.build/security-headers.json';

/** Where the previous build's page addresses are kept, beside its headers. */
export const PAGES_RECORD = '.build/pages.json';

/**
 * Writes `current` to root/record and returns what the record held before: on a first build (or over an
 * unreadable record) `current` itself, since there is no previous build to differ from.
 */
function replaceRecord<T>(root: string, record: string, current: T): T {
  const file = join(root, record);
  let previous = current;
  try {
    if (existsSync(file)) previous = (JSON.parse(readFileSync(file, 'utf8')) as T | null) ?? current;
  } catch {
    // An unreadable record is no previous build to compare with.
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
  return previous;
}

/**
 * Records the build's headers in root/HEADERS_RECORD and returns the one line a build prints when they
 * differ from the record's; undefined when they do not (or there was none).
 */
export function recordHeaders(root: string, current: Readonly<Record<string, string>>): string | undefined {
  const previous = replaceRecord(root, HEADERS_RECORD, current);
  const names = [...new Set([...Object.keys(previous), ...Object.keys(current)])];
  const changed = names.filter((name) => previous[name] !== current[name]);
  if (!changed.length) return undefined;
  return `Security headers changed since the previous build (${changed.join(', ')}): reinstall .deploy/nginx.conf on the server with this deploy (Netlify, Cloudflare Pages and Vercel take theirs from the build).`;
}

/**
 * Records the build's page addresses in root/PAGES_RECORD and returns the one line a build prints when
 * pages were added or removed since the record's: the nginx block lists each page's other addresses
 * (/x/, /x.html) for its exact redirects, so an older block still serves a new page at its own address,
 * but answers its other addresses with 404 until the new block is installed.
 */
export function recordPages(root: string, current: readonly string[]): string | undefined {
  const previous = replaceRecord(root, PAGES_RECORD, current);
  const added = current.filter((page) => !previous.includes(page)).length;
  const removed = previous.filter((page) => !current.includes(page)).length;
  if (!added && !removed) return undefined;
  const counts = [added && `${added} added`, removed && `${removed} removed`].filter(Boolean).join(', ');
  return `Pages changed since the previous build (${counts}): reinstall .deploy/nginx.conf so their /x/ and /x.html addresses redirect (every page is served at its own address without it).`;
}
