import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { articleSlugOf, clientRenderFiles, routeFiles } from '../src/app/pageLists';
import { BUDGET, firstLoad, jsBudgetFor, readManifest } from '../tools/build/first-load';
import { fileForPath } from '../tools/build/prerender';
import { ENTRY_LOADER, PAGE_MODULES_ID } from '../tools/build/html/entryLoader';
import { sitemapPaths } from './support/site';

// Deterministic size budgets from the build output (the benchmark, npm run bench, measures speed).
const KB = 1024;
const CSS_BUDGET = BUDGET.css;
const IMAGE_BUDGET = 100 * KB;

const dist = new URL('../dist/', import.meta.url).pathname;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

test('first-load JS and CSS of every route stay within budget', () => {
  const manifest = readManifest(dist);
  const rows = [...sitemapPaths(), '/404'].map((path) => {
    const { js, css } = firstLoad(dist, manifest, path);
    const budget = jsBudgetFor(path);
    return { path, js, css, budget, ok: js <= budget && css <= CSS_BUDGET };
  });
  const table = rows
    .map(
      (r) =>
        `${r.ok ? '  ' : '✗ '}${r.path.padEnd(62)} JS ${kb(r.js).padStart(9)} / ${kb(r.budget)}   CSS ${kb(r.css).padStart(8)} / ${kb(CSS_BUDGET)}`,
    )
    .join('\n');
  console.log(`first-load sizes (gzip)\n${table}`);
  expect(
    rows.filter((r) => !r.ok),
    `routes over budget:\n${table}`,
  ).toEqual([]);
});

test('the route → module list matches the build (every page is its own lazy chunk)', () => {
  const manifest = readManifest(dist);
  const listed = new Set(Object.values(routeFiles).flat());
  for (const file of listed) expect(manifest[file]?.isDynamicEntry, file).toBe(true);
  // What a route loads only to render on the client stays out of every first load.
  for (const file of Object.values(clientRenderFiles).flat()) expect(manifest[file!]?.isDynamicEntry, file).toBe(true);
  const lazyPages = Object.keys(manifest).filter((key) => key.startsWith('src/pages/') && manifest[key].isDynamicEntry);
  for (const page of lazyPages) expect(listed.has(page), `${page} is not declared in src/app/pageTable.ts`).toBe(true);
  const bodies = Object.keys(manifest).filter((key) =>
    /^src\/content\/articles\/[^/]+\/body\.ts\?article-page$/.test(key),
  );
  expect(bodies.every((key) => manifest[key].isDynamicEntry)).toBe(true);
  expect(bodies).toHaveLength(sitemapPaths().filter((p) => articleSlugOf(p)).length);
});

test('no image over 100 KB', () => {
  const images = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? images(join(dir, entry.name))
        : /\.(png|jpe?g|svg|webp|avif|gif)$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    );
  const tooBig = images(dist).filter((file) => statSync(file).size > IMAGE_BUDGET);
  expect(tooBig).toEqual([]);
});

test('each page lists its first-load modules for its loader, entry first, and no script is fetched before the first paint', () => {
  const manifest = readManifest(dist);
  for (const path of [...sitemapPaths(), '/404']) {
    const file = path === '/404' ? '404.html' : fileForPath(path);
    const html = readFileSync(join(dist, file), 'utf8');
    const listed = JSON.parse(
      new RegExp(`<script type="application/json" id="${PAGE_MODULES_ID}">([^<]*)</script>`).exec(html)![1],
    );
    const expected = firstLoad(dist, manifest, path)
      .files.filter((name) => name.endsWith('.js'))
      .map((name) => `/${name}`);
    expect(listed, path).toEqual(expected);
    // The only script in the HTML is the inline loader, which preloads these and imports the first after
    // the paint (first-paint.spec.ts); none waits for a stylesheet either (inline-stylesheet.spec.ts).
    expect(html.match(/<link rel="modulepreload"/g), path).toBeNull();
    expect(html.match(/<script type="module"/g), path).toHaveLength(1);
    expect(html, path).toContain(`<script type="module">${ENTRY_LOADER}</script>`);
    expect(listed[0], path).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  }
});
