/**
 * The generated nginx block on a real nginx (./server.ts), request by request: what each address
 * answers, with which headers, compressed how. Raw HTTP rather than a browser, to see every header line
 * as sent (two Cache-Control lines would look like one joined value to fetch) and the bytes as sent.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fileForPath } from '../../tools/hosts/redirects';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from '../../tools/hosts/security-headers';
import { headerMismatches } from '../support/answerChecks';
import { pageModules, sitemapPaths } from '../support/site';
import { expect, test } from './fixtures';
import { builtSecurityHeaders, DIST } from './server';

interface Answer {
  status: number;
  /** Every header line as sent, names in lower case. */
  lines: Array<[name: string, value: string]>;
  body: Buffer;
}

function get(origin: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    const request = httpRequest(`${origin}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = response.rawHeaders;
        const lines = raw.flatMap((name, i) => (i % 2 ? [] : [[name.toLowerCase(), raw[i + 1]] as [string, string]]));
        done({ status: response.statusCode ?? 0, lines, body: Buffer.concat(chunks) });
      });
    });
    request.on('error', fail);
    request.end();
  });
}

const values = (answer: Answer, name: string) => answer.lines.filter(([n]) => n === name).map(([, v]) => v);

/** What the build wrote: the files nginx must send. */
const distFile = (file: string) => readFileSync(join(DIST, file));
const security = builtSecurityHeaders();

const expectHeaders = (answer: Answer, path: string, cacheControl: string) =>
  expect(headerMismatches(answer.lines, security, cacheControl), path).toEqual([]);

/**
 * The entry the home page's inline loader imports (the first of its modules' data block), and the build's stylesheet: the pages carry it inline,
 * but it is still published (a hashed asset, which must be cached and compressed like the others).
 */
function homeAssets(): { script: string; stylesheet: string } {
  const [script] = pageModules(distFile('index.html').toString());
  const css = readdirSync(join(DIST, 'assets')).find((name) => name.endsWith('.css'));
  if (!script || !css) throw new Error('The home page imports no /assets/ script, or the build has no stylesheet.');
  return { script, stylesheet: `/assets/${css}` };
}

// Each page's inline stylesheet and loader, allowed by their hashes in the policy nginx sends (the one
// checked below): built-site.spec.ts, on the same bytes.
test('every route in the sitemap answers 200 with its own prerendered page and every header', async ({
  nginxOrigin,
}) => {
  const paths = sitemapPaths();
  expect(paths.length).toBeGreaterThan(20);
  for (const path of paths) {
    const answer = await get(nginxOrigin, path);
    expect(answer.status, path).toBe(200);
    expect(values(answer, 'content-type'), path).toEqual(['text/html; charset=utf-8']);
    expect(answer.body.equals(distFile(fileForPath(path))), `${path} is ${fileForPath(path)}`).toBe(true);
    expectHeaders(answer, path, CACHE_REVALIDATE);
  }
});

test('a page’s other names redirect (301) to its clean URL; any other address is the 404 page; both with every header', async ({
  nginxOrigin,
}) => {
  const { script } = homeAssets();
  const article = sitemapPaths().find((path) => path.startsWith('/resources/'))!;
  // Each Location is a page of the sitemap, which the first test finds answering 200: no redirect loops.
  const redirects: Array<[from: string, to: string]> = [
    ['/about/', '/about'],
    ['/about.html', '/about'],
    // The query is the visitor's input: never copied into Location.
    ['/about.html?ref=mail', '/about'],
    ['/resources/', '/resources'],
    [`${article}/`, article],
    [`${article}.html`, article],
    ['/index.html', '/'],
    ['/index', '/'],
    ['/index/', '/'],
    // nginx matches the decoded path with its slashes merged: the same address, the same fixed Location.
    ['/%61bout/', '/about'],
    ['//about/', '/about'],
  ];
  const notFound = [
    ...['/no-such-page', '/resources/no-such-article', '/a/b/c', '/assets/no-such-chunk.js', '/404', '/404.html'],
    // A folder is no page: neither listed nor forbidden nor redirected. (That no other address redirects off
    // the site, //host or /\host among them, is fuzz.spec.ts's, on every target it sends.)
    ...['/images/', '/resources/search/'],
    // Files of dist/ that are no address: the other hosts' headers file, a compressed copy by its own name.
    ...['/_headers', `${script}.gz`, `${script}.br`, '/about.html.gz', '/about.html.br'],
  ];
  for (const [path, location] of [...redirects, ...notFound.map((path) => [path, undefined] as const)]) {
    const answer = await get(nginxOrigin, path);
    expect(answer.status, path).toBe(location ? 301 : 404);
    expect(values(answer, 'location'), path).toEqual(location ? [location] : []);
    if (!location) expect(answer.body.equals(distFile('404.html')), `${path} sends 404.html`).toBe(true);
    // A missing asset is not cached for a year: its 404 is revalidated like any page.
    expectHeaders(answer, path, CACHE_REVALIDATE);
  }
});

/** A shard and a text of the search index, in the folder named after the index's content. */
function searchIndexFiles(): string[] {
  const folder = join(DIST, 'resources', 'search');
  const [id] = readdirSync(folder);
  const text = readdirSync(join(folder, id, 'text')).find((name) => name.endsWith('.json'));
  return [`/resources/search/${id}/shard-0.json`, `/resources/search/${id}/text/${text}`];
}

test('each kind of file answers with every header, cached for a year only when content-hashed, and text gzip-compressed for a browser that accepts it', async ({
  nginxOrigin,
}) => {
  const { script, stylesheet } = homeAssets();
  const svg = `/images/articles/${readdirSync(join(DIST, 'images', 'articles')).find((name) => name.endsWith('.svg'))}`;
  const [html, json] = ['text/html; charset=utf-8', 'application/json'];
  // [path, its Content-Type when sent compressed (none: not checked), Cache-Control, the file sent]
  const files: Array<[path: string, compressedType: string | undefined, cacheControl: string, file?: string]> = [
    ['/', html, CACHE_REVALIDATE, 'index.html'],
    ['/about', html, CACHE_REVALIDATE, 'about.html'],
    ['/no-such-page', html, CACHE_REVALIDATE, '404.html'],
    [script, 'application/javascript; charset=utf-8', CACHE_IMMUTABLE],
    [stylesheet, 'text/css', CACHE_IMMUTABLE],
    [svg, 'image/svg+xml', CACHE_REVALIDATE],
    ['/resources/search-index.json', json, CACHE_REVALIDATE],
    ['/route-modules.json', json, CACHE_REVALIDATE],
    ...searchIndexFiles().map((path): [string, undefined, string] => [path, undefined, CACHE_IMMUTABLE]),
    ...['/favicon.svg', '/robots.txt', '/sitemap.xml', '/resources/rss.xml', '/og-image.png']
      .concat('/resources/page-data/1.json')
      .map((path): [string, undefined, string] => [path, undefined, CACHE_REVALIDATE]),
  ];
  for (const [path, type, cacheControl, file = path.slice(1)] of files) {
    // A client that does not ask for gzip gets the file as it is.
    const plain = await get(nginxOrigin, path);
    expect(plain.status, path).toBe(file === '404.html' ? 404 : 200);
    expect(values(plain, 'content-encoding'), path).toEqual([]);
    expect(plain.body.equals(distFile(file)), `${path} is ${file}`).toBe(true);
    expectHeaders(plain, path, cacheControl);

    const zipped = await get(nginxOrigin, path, { 'Accept-Encoding': 'gzip' });
    expectHeaders(zipped, path, cacheControl);
    if (!type) continue;
    expect(values(zipped, 'content-encoding'), path).toEqual(['gzip']);
    expect(values(zipped, 'content-type'), path).toEqual([type]);
    expect(values(zipped, 'vary'), path).toContain('Accept-Encoding');
    expect(gunzipSync(zipped.body).equals(distFile(file)), `${path} unzips to ${file}`).toBe(true);
    expect(zipped.body.length, path).toBeLessThan(distFile(file).length);
  }
});
