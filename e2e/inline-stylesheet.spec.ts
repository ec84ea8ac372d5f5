import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineStyleHashes } from '../tools/hosts/security-headers';
import { fileForPath } from '../tools/build/prerender';
import { expect, test } from './support/fixtures';
import { writtenPolicies } from './support/policy';
import { sitemapPaths } from './support/site';

/**
 * Every prerendered page carries the site's stylesheet inline (tools/build/html/inlineStylesheet.ts), so
 * its first paint waits for no request, and every form of the policy allows it by its hash. The browser
 * tests' guard (support/fixtures.ts) fails any test in which Chromium reports a CSP violation, a refused
 * inline style included.
 */

const dist = new URL('../dist', import.meta.url).pathname;

test('every prerendered page has the stylesheet inline, first in <head>, and no stylesheet link', () => {
  for (const file of [...sitemapPaths().map(fileForPath), '404.html']) {
    const html = readFileSync(join(dist, file), 'utf8');
    expect(html.match(/<style>/g), file).toHaveLength(1);
    expect(html, file).not.toContain('rel="stylesheet"');
    const head = html.slice(0, html.indexOf('</head>'));
    // What the first paint needs comes before the font preload and the page's own head tags.
    expect(head.indexOf('<style>'), file).toBeGreaterThan(-1);
    expect(head.indexOf('<style>'), file).toBeLessThan(head.indexOf('<link rel="preload" as="font"'));
    expect(head.indexOf('<style>'), file).toBeLessThan(head.indexOf('<title>'));
  }
});

test('dist/_headers and the nginx block allow every page’s inline stylesheet by its hash', () => {
  const policies = writtenPolicies('style-src');
  for (const file of [...sitemapPaths().map(fileForPath), '404.html']) {
    const [style] = inlineStyleHashes(readFileSync(join(dist, file), 'utf8'));
    for (const [where, sources] of Object.entries(policies)) expect(sources, `${where} for ${file}`).toContain(style);
  }
  for (const sources of Object.values(policies)) expect(sources).not.toContain("'unsafe-inline'");
});

// A page styled from its inline stylesheet, fetching none, nor on a client navigation: first-paint.spec.ts (the home page).
