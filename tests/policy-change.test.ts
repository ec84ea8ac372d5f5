// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  HEADERS_RECORD,
  headersChangeNotice,
  PAGES_RECORD,
  pagesChangeNotice,
  recordHeaders,
  recordPages,
} from '../tools/content/policy-change';

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

describe('a build says in one line when pages came or went, whose redirects the nginx block lists', () => {
  const pages = ['/', '/about', '/resources/an-article'];

  it('says nothing on a first build or when the same pages were built', () => {
    expect(pagesChangeNotice(undefined, pages)).toBeUndefined();
    expect(pagesChangeNotice(pages, [...pages])).toBeUndefined();
  });

  it('counts the pages added and removed, and says what to reinstall, on one line', () => {
    const notice = pagesChangeNotice(pages, ['/', '/about', '/resources/new-one', '/resources/new-two'])!;
    expect(notice).not.toContain('\n');
    expect(notice).toContain('(2 added, 1 removed)');
    expect(notice).toContain('reinstall .deploy/nginx.conf');
  });

  it('keeps each build’s pages for the next one to compare with', () => {
    const root = mkdtempSync(join(tmpdir(), 'pages-change-'));
    roots.push(root);
    expect(recordPages(root, pages)).toBeUndefined();
    expect(JSON.parse(readFileSync(join(root, PAGES_RECORD), 'utf8'))).toEqual(pages);
    expect(recordPages(root, pages)).toBeUndefined();
    expect(recordPages(root, [...pages, '/resources/new-one'])).toContain('(1 added)');
    expect(recordPages(root, [...pages, '/resources/new-one'])).toBeUndefined();
  });
});
