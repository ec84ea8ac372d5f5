// @vitest-environment node
/**
 * `npm run build:review` marks every fact `npm run launch-check` lists, on each page where a reader meets it:
 * every path the build prerenders, rendered by the server entry in the review build's mode and composed with the
 * build's own code, carries one distinct mark (data-review) for each fact the launch check finds on that page's
 * body, and none for anything else; the /review page counts the same (tools/build/html/reviewPage.ts). That a
 * production build carries no mark, tests/integration/build-writes-only-output.test.ts reads from its dist/.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { prerenderPage } from '../../tools/build/html/page';
import { bodyOf } from '../../tools/build/html/reviewPage';
import { factPages } from '../../tools/content/builtPages';

const today = new Date().toISOString().slice(0, 10);
// Read as the modules load, as the review build fixes them.
vi.stubEnv('MODE', 'review');
vi.stubEnv('VITE_REVIEW_DATE', today);
const entry = await import('@/entry-server');
const template = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');

const bodies = new Map(
  await Promise.all(
    entry.sitePaths().map(async (path) => [path, bodyOf(await prerenderPage(entry, template, path, ''))] as const),
  ),
);
const facts = await entry.awaitingFacts(today);

describe('the review build', () => {
  it('marks on each page every fact the launch check finds there, and nothing more', () => {
    const perPage = (count: (path: string, body: string) => number) =>
      Object.fromEntries([...bodies].map(([path, body]) => [path, count(path, body)]));
    const marked = perPage((_, body) => new Set([...body.matchAll(/data-review="([^"]*)"/g)].map(([, id]) => id)).size);
    const listed = perPage((path) => facts.filter((fact) => factPages(fact, bodies).includes(path)).length);
    expect(marked).toEqual(listed);
  });

  it('has a page to mark each fact on', () => {
    expect(facts.length).toBeGreaterThan(0);
    expect(facts.filter((fact) => factPages(fact, bodies).length === 0).map((fact) => fact.where)).toEqual([]);
  });
});
