// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HEADERS_RECORD, headersChangeNotice, recordHeaders } from '../tools/policy-change';

const before = { 'Content-Security-Policy': "script-src 'self' 'sha256-a'", 'X-Content-Type-Options': 'nosniff' };

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('a build says in one line when the server must get its new headers', () => {
  it('says nothing on a first build or when nothing changed', () => {
    expect(headersChangeNotice(undefined, before)).toBeUndefined();
    expect(headersChangeNotice(before, { ...before })).toBeUndefined();
  });

  it('names each header that changed, appeared or went, and what to reinstall, on one line', () => {
    const after = { 'Content-Security-Policy': "script-src 'self' 'sha256-b'", 'Permissions-Policy': 'usb=()' };
    const notice = headersChangeNotice(before, after)!;
    expect(notice).not.toContain('\n');
    expect(notice).toContain('(Content-Security-Policy, X-Content-Type-Options, Permissions-Policy)');
    expect(notice).toContain('reinstall .deploy/nginx.conf');
  });

  it('keeps each build’s headers for the next one to compare with', () => {
    const root = mkdtempSync(join(tmpdir(), 'policy-change-'));
    roots.push(root);
    expect(recordHeaders(root, before)).toBeUndefined();
    expect(JSON.parse(readFileSync(join(root, HEADERS_RECORD), 'utf8'))).toEqual(before);
    expect(recordHeaders(root, before)).toBeUndefined();
    const after = { ...before, 'Content-Security-Policy': "script-src 'self' 'sha256-c'" };
    expect(recordHeaders(root, after)).toContain('(Content-Security-Policy)');
    expect(recordHeaders(root, after)).toBeUndefined();
  });
});
