import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundMiddleware } from '../tools/build/vite/staticNotFound';

const NOT_FOUND_PAGE = '<!doctype html><title>Page not found</title>';

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'static-not-found-'));
  const dist = join(root, 'dist');
  const files = { '404.html': NOT_FOUND_PAGE, 'about.html': '', 'resources/article.html': '', 'assets/app.js': '' };
  // Next to dist/, where no request may look.
  const beside = { '../secret.html': '', '../dist-copy.html': '' };
  for (const [file, text] of Object.entries({ ...files, ...beside })) {
    await mkdir(dirname(join(dist, file)), { recursive: true });
    await writeFile(join(dist, file), text);
  }

  const middleware = notFoundMiddleware(dist);
  // As connect does: what the middleware passes on is the rest of the server's business, and what it
  // throws becomes a 500 carrying the error's stack.
  server = createServer((req, res) => {
    try {
      middleware(req, res, () => res.end('passed on'));
    } catch (error) {
      res.statusCode = 500;
      res.end((error as Error).stack);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

async function get(path: string, method = 'GET') {
  const response = await fetch(`${base}${path}`, { method, redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

const PASSED_ON = { status: 200, location: null, body: 'passed on' };
const NOT_FOUND = { status: 404, location: null, body: NOT_FOUND_PAGE };
const moved = (location: string) => ({ status: 301, location });

describe('the preview server for a path with no page', () => {
  it.each([
    // A page or a file that is there: the rest of the server's business.
    ...['/about', '/resources/article', '/assets/app.js'].map((path) => [path, PASSED_ON]),
    // Any other path, the not-found page at its own address (as nginx and Vercel answer it), a file a deploy
    // removed: 404.html.
    ...['/resources/', '/about/x/', '/no-such-page', '/resources/no-such-article', '/404', '/404.html']
      .concat('/assets/app-previous.js', '/resources/search/previous-build/shard-0.json')
      // Never outside the output folder: the same 404 whether a file is there or not, a sibling folder
      // whose name starts with the output folder's included.
      .concat(['/..%2fsecret', '/..%2Fsecret', '/resources/..%2f..%2fsecret', '/%2e%2e%2fsecret', '/..%2fdist-copy'])
      .concat('/..%2fnothing-here')
      // Not one of a page's other names, which are listed, not matched.
      .concat('//about/', '/About/', '/%09/about/', '/about.html/')
      .map((path) => [path, NOT_FOUND]),
    // A page's other names, from the list of pages, to a fixed Location.
    ...['/about/', '/about.html', '/about.html?ref=%0d%0aSet-Cookie:%20x=1', '/%61bout/'].map((path) => [
      path,
      moved('/about'),
    ]),
    ...['/resources/article/', '/resources/article.html'].map((path) => [path, moved('/resources/article')]),
    // An address that cannot be decoded: a plain sentence, no stack, no folder.
    ...['/%E0%A4%A', '/%', '/resources/%C3%28'].map((path) => [
      path,
      { status: 400, location: null, body: 'Bad request: the address is not valid.\n' },
    ]),
    // Other methods are the rest of the server's business (the forms endpoint's among them).
    ['POST /no-such-page', PASSED_ON],
  ] as [string, object][])('answers %s with %o', async (request, answer) => {
    const [method, path] = request.includes(' ') ? request.split(' ') : ['GET', request];
    expect(await get(path, method)).toMatchObject(answer);
  });
});
