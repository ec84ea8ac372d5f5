import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { articleSlugOf } from '../src/app/pageLists';
import { decodeEntities } from '../tools/content/pageText';
import { sitemapPaths } from './support/site';

/*
 * Editors preview their articles with `npm run dev` (CONTENT.md): the dev server renders on the client,
 * with hot reload, from the sources rather than from dist/. One article must load there as it does in the
 * build, or an editor's first step is broken.
 */

const PORT = Number(process.env.E2E_PORT || 4173) + 1;
const origin = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = spawn('npx', ['vite', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  for (const stream of [server.stdout!, server.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<never>((_, reject) =>
    server!.on('exit', (code) => reject(new Error(`vite dev exited with ${code}:\n${output}`))),
  );
  // Listening once it answers (its banner is coloured, so reading it is no simpler).
  const answers = () =>
    fetch(origin)
      .then((response) => response.ok)
      .catch(() => false);
  await Promise.race([expect.poll(answers, { timeout: 60_000 }).toBe(true), exited]);
});

// The whole group: npx, then vite under it.
test.afterAll(() => void (server?.pid && process.kill(-server.pid, 'SIGTERM')));

test('npm run dev serves an article as the build does, and searches the full text: a word only in article bodies is found and marked', async ({
  page,
}) => {
  test.setTimeout(180_000); // the dev server transforms every module on first request
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  const path = sitemapPaths().find((candidate) => articleSlugOf(candidate))!;
  const built = readFileSync(new URL(`../dist${path}.html`, import.meta.url), 'utf8');
  const builtTitle = decodeEntities(/<h1[^>]*>([^<]*)<\/h1>/.exec(built)![1]);
  await page.goto(`${origin}${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(builtTitle, { timeout: 120_000 });
  await expect(page.getByRole('link', { name: 'Back to Resources' })).toBeVisible();

  await page.goto(`${origin}/resources`);
  // The dev server renders on the client: the box is usable once the app has started.
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 60_000 });
  await page.getByRole('searchbox', { name: 'Search articles' }).pressSequentially('sephora');
  // The dev server builds the search index on its first request: on a busy machine that takes a while.
  const firstCard = page.getByRole('list', { name: 'Articles' }).getByRole('article').first();
  await expect(firstCard.locator('p mark').first()).toHaveText(/^Sephora/, { timeout: 60_000 });
  expect(errors).toEqual([]);
});
