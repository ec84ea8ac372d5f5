import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HEADERS_RECORD, PAGES_RECORD, recordHeaders, recordPages } from '../tools/content/policy-change';

const root = mkdtempSync(join(tmpdir(), 'policy-change-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** What each of a build's records says: on a first build, the same again, a change, and the same again. */
function notices<T>(record: (root: string, current: T) => string | undefined, first: T, changed: T) {
  return [record(root, first), record(root, first), record(root, changed), record(root, changed)];
}

describe('a build says in one line when the server must be given its new config', () => {
  it('names each header that changed, appeared or went, and keeps each build’s headers for the next', () => {
    const before = { 'Content-Security-Policy': "script-src 'self' 'sha256-a'", 'X-Content-Type-Options': 'nosniff' };
    const after = { 'Content-Security-Policy': "script-src 'self' 'sha256-b'", 'Permissions-Policy': 'usb=()' };
    const [first, same, changed, sameAgain] = notices(recordHeaders, before, after);
    expect([first, same, sameAgain]).toEqual([undefined, undefined, undefined]);
    expect(changed).not.toContain('\n');
    expect(changed).toContain('(Content-Security-Policy, X-Content-Type-Options, Permissions-Policy)');
    expect(changed).toContain('reinstall .deploy/nginx.conf');
    expect(JSON.parse(readFileSync(join(root, HEADERS_RECORD), 'utf8'))).toEqual(after);
  });

  it('counts the pages added and removed, whose redirects the nginx block lists, and keeps each build’s pages', () => {
    const pages = ['/', '/about', '/resources/an-article'];
    const later = ['/', '/about', '/resources/new-one', '/resources/new-two'];
    const [first, same, changed, sameAgain] = notices(recordPages, pages, later);
    expect([first, same, sameAgain]).toEqual([undefined, undefined, undefined]);
    expect(changed).not.toContain('\n');
    expect(changed).toContain('(2 added, 1 removed)');
    expect(changed).toContain('reinstall .deploy/nginx.conf');
    expect(JSON.parse(readFileSync(join(root, PAGES_RECORD), 'utf8'))).toEqual(later);
    expect(recordPages(root, [...later, '/contact'])).toContain('(1 added)');
  });
});
