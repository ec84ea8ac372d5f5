// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundMiddleware } from '../tools/build/vite/staticNotFound';

const NOT_FOUND_PAGE = '<!doctype html><title>Page not found</title>';

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'static-not-found-'));
  const dist = join(root, 'dist');
  await mkdir(join(dist, 'resources'), { recursive: true });
  await writeFile(join(dist, '404.html'), NOT_FOUND_PAGE);
  await writeFile(join(dist, 'about.html'), 'about');
  await writeFile(join(dist, 'resources', 'article.html'), 'article');
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'assets', 'app.js'), 'app');
  // Next to dist/, where no request may look.
  await writeFile(join(root, 'secret.html'), 'secret');
  await writeFile(join(root, 'dist-copy.html'), 'secret');

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
  const response = await fetch(`${base}${path}`, { method });
  return { status: response.status, body: await response.text() };
}

describe('the preview server for a path with no page', () => {
  it('passes a page that exists on, and answers any other path with 404.html', async () => {
    expect(await get('/about')).toEqual({ status: 200, body: 'passed on' });
    expect(await get('/resources/article')).toEqual({ status: 200, body: 'passed on' });
    expect(await get('/resources/')).toEqual({ status: 404, body: NOT_FOUND_PAGE });
    expect(await get('/about/x/')).toEqual({ status: 404, body: NOT_FOUND_PAGE });
    expect(await get('/no-such-page')).toEqual({ status: 404, body: NOT_FOUND_PAGE });
    expect(await get('/resources/no-such-article')).toEqual({ status: 404, body: NOT_FOUND_PAGE });
    expect(await get('/assets/app.js')).toEqual({ status: 200, body: 'passed on' });
    // The not-found page at its own address too, as nginx and Vercel answer it.
    expect(await get('/404')).toEqual({ status: 404, body: NOT_FOUND_PAGE });
    expect(await get('/404.html')).toEqual({ status: 404, body: NOT_FOUND_PAGE });
  });

  it('redirects a page’s other names to its address, from the list of pages, to a fixed Location', async () => {
    const redirects: Array<[from: string, to: string]> = [
      ['/about/', '/about'],
      ['/about.html', '/about'],
      ['/about.html?ref=%0d%0aSet-Cookie:%20x=1', '/about'],
      ['/%61bout/', '/about'],
      ['/resources/article/', '/resources/article'],
      ['/resources/article.html', '/resources/article'],
    ];
    for (const [from, to] of redirects) {
      const response = await fetch(`${base}${from}`, { redirect: 'manual' });
      expect([response.status, response.headers.get('location')], from).toEqual([301, to]);
    }
    for (const path of ['//about/', '/About/', '/%09/about/', '/about.html/']) {
      const response = await fetch(`${base}${path}`, { redirect: 'manual' });
      expect([response.status, response.headers.get('location')], path).toEqual([404, null]);
    }
  });

  it('answers a file that is not there with 404.html, as after a deploy removed it', async () => {
    expect(await get('/assets/app-previous.js')).toEqual({ status: 404, body: NOT_FOUND_PAGE });
    expect(await get('/resources/search/previous-build/shard-0.json')).toEqual({ status: 404, body: NOT_FOUND_PAGE });
  });

  it.each(['/%E0%A4%A', '/%', '/resources/%C3%28'])(
    'answers an address that cannot be decoded (%s) with 400 and a plain sentence: no stack, no folder',
    async (path) => {
      const { status, body } = await get(path);
      expect(status).toBe(400);
      expect(body).toBe('Bad request: the address is not valid.\n');
      expect(body).not.toContain(root);
    },
  );

  it.each(['/..%2fsecret', '/..%2Fsecret', '/resources/..%2f..%2fsecret', '/%2e%2e%2fsecret'])(
    'never looks outside the output folder (%s): the same 404 whether a file is there or not',
    async (path) => {
      expect(await get(path)).toEqual({ status: 404, body: NOT_FOUND_PAGE });
      expect(await get(path.replace('secret', 'nothing-here'))).toEqual({ status: 404, body: NOT_FOUND_PAGE });
    },
  );

  it('does not take a sibling folder whose name starts with the output folder’s for the inside', async () => {
    expect(await get('/..%2fdist-copy')).toEqual({ status: 404, body: NOT_FOUND_PAGE });
  });

  it('leaves other methods to the rest of the server', async () => {
    expect(await get('/no-such-page', 'POST')).toEqual({ status: 200, body: 'passed on' });
  });
});
