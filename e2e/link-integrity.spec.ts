import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { sitemapPaths } from './support/site';

const dist = new URL('../dist/', import.meta.url).pathname;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** '/about.html' -> '/about'; '/index.html' -> '/'. */
function pathOf(file: string): string {
  const path = `/${relative(dist, file)}`.replace(/\.html$/, '');
  return path === '/index' ? '/' : path;
}

test('every internal link and anchor in the prerendered site resolves, every other is https and a new tab opens safely; no page is orphaned from the sitemap', () => {
  const files = htmlFiles(dist);
  const pages = new Map(files.map((file) => [pathOf(file), readFileSync(file, 'utf8')]));
  const ids = new Map(
    [...pages].map(([path, html]) => [path, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]))]),
  );
  const problems: string[] = [];

  for (const [path, html] of pages) {
    for (const [tag, href] of html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>/g)) {
      const newTab = /\starget="_blank"/.test(tag);
      if (newTab && !/\srel="(noopener noreferrer|noreferrer noopener)"/.test(tag))
        problems.push(`${path}: ${href} opens a new tab without rel="noopener noreferrer"`);
      if ((newTab || /^http/.test(href)) && !href.startsWith('https://'))
        problems.push(`${path}: ${href} is not https`);
      if (/^(https:|mailto:|tel:)/.test(href)) continue;
      const url = new URL(href, `https://site${path}`);
      const target = url.pathname === path && href.startsWith('#') ? path : url.pathname;
      if (!pages.has(target)) problems.push(`${path}: ${href} -> no page`);
      else if (url.hash && !ids.get(target)!.has(decodeURIComponent(url.hash.slice(1))))
        problems.push(`${path}: ${href} -> no #id`);
    }
  }
  expect(problems).toEqual([]);

  const inSitemap = new Set(sitemapPaths());
  const orphans = [...pages.keys()].filter((path) => path !== '/404' && !inSitemap.has(path));
  expect(orphans).toEqual([]);
});
