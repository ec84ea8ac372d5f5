/**
 * The generated nginx block on a real nginx, against thousands of request targets a crafted link can send
 * (e2e/support/requestTargets.ts: every byte encoded, encoded twice and raw, in every segment; slashes,
 * backslashes, dot segments, case, length, non-ASCII), and the preview server (`npm start`, the e2e suite)
 * against one target of each shape. Whatever the target, no answer leads to another site or anywhere but a
 * page of the build, carries a header the site does not send, or is a 5xx; and every page still answers at
 * its address afterwards. Raw sockets (./rawHttp.ts), so the targets arrive as written and every header
 * line is seen as sent.
 */
import { publishedTree } from '../../tools/hosts/host-configs';
import { pagePaths } from '../../tools/hosts/redirects';
import { answerRules, problemsOf, report, type ServerHeaders } from '../support/answerChecks';
import { requestShapes, requestTargets } from '../support/requestTargets';
import { rawGet } from './rawHttp';
import { expect, test } from './fixtures';
import { builtSecurityHeaders, DIST } from './server';

/** Requests in flight at once: enough to finish in seconds, few enough for a busy 2-core machine. */
const CONCURRENCY = 16;

/** What both servers add to an answer, besides the site's own headers: about the answer, then its body. */
const ANSWER_HEADERS = ['date', 'connection', 'location', 'vary', 'last-modified', 'etag'];
const SERVER_OWN_HEADERS = [...ANSWER_HEADERS, 'content-type', 'content-length', 'transfer-encoding'];

async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/**
 * Sends the targets made for the build's pages to the server at origin and checks each answer, then that
 * every page still answers 200 at its address. own: the headers the server adds besides the site's.
 */
async function fuzz(origin: string, targetsFor: (pages: readonly string[]) => string[], own: ServerHeaders) {
  const pages = pagePaths((await publishedTree(DIST)).htmlFiles);
  expect(pages.length).toBeGreaterThan(20);
  const targets = targetsFor(pages);
  const port = Number(new URL(origin).port);
  const rules = answerRules(origin, pages, builtSecurityHeaders(), own);

  const started = Date.now();
  const answers = await inBatches(targets, CONCURRENCY, (target) => rawGet(port, target));
  const seconds = (Date.now() - started) / 1000;
  const problems = targets.flatMap((target, index) => problemsOf(target, answers[index], rules));
  const statuses = new Map<number, number>();
  for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  console.log(
    `${origin}: ${targets.length} targets in ${seconds.toFixed(1)} s; statuses: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status} ×${count}`)
      .join(', ')}`,
  );
  const { worstFirst, summary } = report(problems);
  expect(worstFirst.slice(0, 40), summary).toEqual([]);
  // Every answer came from the server, as HTTP.
  expect(statuses.get(0) ?? 0).toBe(0);

  const afterwards = await inBatches(pages, CONCURRENCY, (page) => rawGet(port, page));
  expect(pages.filter((_, index) => afterwards[index].status !== 200)).toEqual([]);
}

test('no request target makes nginx redirect elsewhere, send a foreign header or fail', async ({ nginxOrigin }) => {
  test.setTimeout(180_000);
  // No version: server_tokens off.
  await fuzz(nginxOrigin, requestTargets, {
    fixed: { Server: ['nginx'] },
    free: [...SERVER_OWN_HEADERS, 'accept-ranges', 'content-encoding'],
  });
});

// nginx is what a host runs, so it gets every byte; the preview server (vite preview, node's http) only
// serves a checkout, and one target of each shape finds what it gets wrong.
test('no request shape makes the preview server redirect elsewhere, send a foreign header or fail', async () => {
  // The project's baseURL: this file's fixtures point the test's own at nginx.
  await fuzz(test.info().project.use.baseURL!, requestShapes, { free: [...SERVER_OWN_HEADERS, 'keep-alive'] });
});
