/**
 * The one header definition (tools/hosts/security-headers.ts) and its form for each host, the build's
 * addresses and their redirects (tools/hosts/redirects.ts), and each host's answers: Vercel's routes as
 * tests/support/vercelRouting.ts applies them, the _headers rules of Netlify and Cloudflare Pages as
 * tests/support/headersFile.ts applies them, to the pages and files of a build and to the request targets
 * the nginx fuzz test sends (e2e/nginx/fuzz.spec.ts), each tried as sent and percent-decoded.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  cacheControlFor,
  contentSecurityPolicy,
  netlifyHeadersFile,
  securityHeaders,
  vercelOutputConfig,
  type VercelOutputConfig,
} from '../tools/hosts/security-headers';
import { VERCEL_OUTPUT, wantsVercelOutput, writeVercelOutput } from '../tools/hosts/host-configs';
import { NGINX_EXAMPLE, nginxExample } from '../tools/hosts/nginx-example';
import { nginxServerBlock } from '../tools/hosts/nginx-config';
import { fileForPath, NOT_FOUND_FILE, pagePaths, pageRedirects } from '../tools/hosts/redirects';
import { PLAYER_HOSTS } from '@/config/site';
import { sitePaths } from '@/app/paths';
import { bodyTextPath, SEARCH_INDEX_PATH, shardPath } from '@/features/resources/search/indexFormat';
import { headersForPath, parseHeadersFile } from './support/headersFile';
import { routeOnVercel, type VercelAnswer } from './support/vercelRouting';
import { answerRules, headerMismatches, problemsOf, report } from '../e2e/support/answerChecks';
import { pathForms, requestTargets } from '../e2e/support/requestTargets';

/** A stand-in for the hash of the stylesheet a build inlines into its pages. */
const PAGE_STYLE = "'sha256-aW5saW5lIHN0eWxlc2hlZXQgc3RhbmQtaW4gZm9yIHRlc3Q='";
/** A stand-in for the hash of the entry loader a build inlines into its pages. */
const PAGE_SCRIPT = "'sha256-aW5saW5lIGVudHJ5IGxvYWRlciBzdGFuZC1pbiBmb3IgdGVzdA='";
const inlines = { pageStyles: [PAGE_STYLE], pageScripts: [PAGE_SCRIPT] };

const pages = sitePaths();
const htmlFiles = [...pages.map(fileForPath), NOT_FOUND_FILE];
/** a/b/c.html -> a, a/b */
const ancestorsOf = (parts: string[]) => parts.slice(1).map((_, index) => parts.slice(0, index + 1).join('/'));
/** A build's other files, one of each kind, and its folders. */
const SEARCH_ID = 'cb19c64c86f0';
const files = [
  ...htmlFiles,
  'assets/index-abc123.js',
  'assets/inter-abc123.woff2',
  'favicon.svg',
  'robots.txt',
  'sitemap.xml',
  'route-modules.json',
  'images/articles/chart.svg',
  'og/resources/an-article.png',
  'resources/rss.xml',
  'resources/page-data/1.json',
  SEARCH_INDEX_PATH.slice(1),
  shardPath(SEARCH_ID, 0).slice(1),
  bodyTextPath(SEARCH_ID, 'an-article').slice(1),
];
/** Every folder of those files, and that of the listing's later pages. */
const folders = [...new Set([...files, 'resources/page/2.html'].flatMap((file) => ancestorsOf(file.split('/'))))];

describe('security headers', () => {
  it('a strict CSP: no eval, no inline script but the hashed loader, only the player hosts framed, nothing frames us', () => {
    const directives = (apiBaseUrl?: string) =>
      Object.fromEntries(
        contentSecurityPolicy({ apiBaseUrl, ...inlines })
          .split('; ')
          .map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
      );
    expect(directives()).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", PAGE_SCRIPT],
      // Only the pages' inline stylesheet and sonner's fixed one (and its empty first state), by hash.
      'style-src': [
        "'self'",
        PAGE_STYLE,
        expect.stringMatching(/^'sha256-[A-Za-z0-9+/=]{44}'$/),
        "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
      ],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': [...PLAYER_HOSTS],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
      // Trusted Types for every DOM-XSS sink, and no policy may be created (none is needed).
      'require-trusted-types-for': ["'script'"],
      'trusted-types': ["'none'"],
    });
    // The forms API's origin, when it is another host.
    expect(directives('https://api.example.com/v1')['connect-src']).toEqual(["'self'", 'https://api.example.com']);
  });

  it('sends the rest of the hardening headers', () => {
    expect(securityHeaders(inlines)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), browsing-topics=(), payment=(), usb=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(securityHeaders(inlines)['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
  });

  it('caches hashed assets and the search index’s content-named folder for a year, and revalidates HTML', () => {
    expect(cacheControlFor('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor(shardPath('cb19c64c86f0', 3))).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor(bodyTextPath('cb19c64c86f0', 'an-article'))).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor(SEARCH_INDEX_PATH)).toBe(CACHE_REVALIDATE);
    expect(cacheControlFor('/resources/page-data/1.json')).toBe(CACHE_REVALIDATE);
    expect(cacheControlFor('/about')).toBe('public, max-age=0, must-revalidate');
  });

  it('every host config carries the same policy, for the API it is given', () => {
    for (const apiBaseUrl of [undefined, 'https://api.example.test/v1']) {
      const csp = contentSecurityPolicy({ apiBaseUrl, ...inlines });
      expect(netlifyHeadersFile({ apiBaseUrl, ...inlines, folders: [] })).toContain(`Content-Security-Policy: ${csp}`);
      expect(vercelOutputConfig({ apiBaseUrl, ...inlines, htmlFiles: [] }).routes[0]).toMatchObject({
        src: '^/.*$',
        headers: { 'Content-Security-Policy': csp },
        continue: true,
      });
      const nginx = nginxServerBlock({ apiBaseUrl, ...inlines, siteUrl: 'https://www.example.test', pages: ['/'] });
      // Once, at the server level: no location has an add_header that would drop it (e2e/nginx/ serves it).
      expect(nginx.split(`add_header Content-Security-Policy "${csp}" always;`)).toHaveLength(2);
      expect(nginx).toContain('server_name www.example.test;');
    }
  });

  it('_headers, joined as Cloudflare Pages joins matching rules, gives every path one Cache-Control and each security header once', () => {
    const rules = parseHeadersFile(netlifyHeadersFile({ ...inlines, folders }));
    // Every page and file of the build, a page past the first listing page, and an address that is none.
    const paths = [...pages, ...files.filter((file) => !file.endsWith('.html')).map((file) => `/${file}`)];
    paths.push('/resources/page/2', '/no-such-page');
    for (const path of paths) {
      const headers = [...headersForPath(rules, path)].flatMap(([name, values]) =>
        values.map((v) => [name, v] as const),
      );
      expect(headerMismatches(headers, securityHeaders(inlines), cacheControlFor(path)), path).toEqual([]);
    }
  });

  it('docs/deploy/nginx.conf is the example for its stand-in inputs (npx tsx tools/hosts/nginx-example.ts rewrites it)', () => {
    expect(readFileSync(NGINX_EXAMPLE, 'utf8')).toBe(nginxExample());
    expect(nginxExample()).toContain("connect-src 'self' https://forms-api.example.com;");
  });
});

describe('Vercel Build Output (.vercel/output/config.json)', () => {
  const config: VercelOutputConfig = vercelOutputConfig({ ...inlines, htmlFiles });
  const answer = (path: string) => routeOnVercel(config, files, path);
  const values = (response: VercelAnswer, name: string) =>
    response.headers.filter(([header]) => header === name).map(([, value]) => value);

  it('is version 3, and serves each page of the sitemap at its clean URL from its .html file, as HTML', () => {
    expect(config.version).toBe(3);
    expect(pages.length).toBeGreaterThan(20);
    // The not-found page keeps its name: the 404 route sends it.
    const html = { contentType: 'text/html; charset=utf-8' };
    expect(config.overrides).toEqual(
      Object.fromEntries(pages.map((path) => [fileForPath(path), { path: path.slice(1), ...html }])),
    );
  });

  it('answers pages and files (200), other names of a page (308 to its clean URL) and the rest (404 page), each with every header', () => {
    const article = pages.find((path) => path.startsWith('/resources/'))!;
    // [address, status, the file sent or, for a redirect, its Location]
    const cases: Array<[path: string, status: number, fileOrLocation: string]> = [
      ...pages.map((path): [string, number, string] => [path, 200, fileForPath(path)]),
      ...files
        .filter((name) => !name.endsWith('.html'))
        .map((file): [string, number, string] => [`/${file}`, 200, file]),
      // Vercel matches without regard to case: /ABOUT/ is the same page, with the same fixed Location.
      ...[
        ['/about/', '/about'],
        ['/about.html', '/about'],
        ['/ABOUT/', '/about'],
        ['/resources/', '/resources'],
      ]
        .concat([
          [`${article}/`, article],
          [`${article}.html`, article],
        ])
        .concat([
          ['/index.html', '/'],
          ['/index', '/'],
          ['/index/', '/'],
        ])
        .map(([from, to]): [string, number, string] => [from, 308, to]),
      // Any other address is not found: never a redirect to //host or /\host (which browsers read as //host).
      // A missing chunk or shard's 404 is revalidated: the year-long Cache-Control goes only to a file Vercel
      // found, so a tab asking for one a deploy removed asks again (as nginx, which chooses by the file it sends).
      ...['//evil.example/', '//evil.example.html', '/\\evil.example/', '/about//', '/about.html/', '/no-such-page']
        .concat(['/resources/no-such-article', '/a/b/c', '/404', '/404.html', '/assets/no-such-chunk.js'])
        .concat(['/resources/search/previous-build/shard-0.json'])
        .map((path): [string, number, string] => [path, 404, '404.html']),
    ];
    for (const [path, status, fileOrLocation] of cases) {
      const response = answer(path);
      expect(response.status, path).toBe(status);
      const redirect = status === 308;
      expect(values(response, 'location'), path).toEqual(redirect ? [fileOrLocation] : []);
      if (!redirect) expect(response.file, path).toBe(fileOrLocation);
      const cacheControl = status === 200 ? cacheControlFor(path) : CACHE_REVALIDATE;
      expect(headerMismatches(response.headers, securityHeaders(inlines), cacheControl), path).toEqual([]);
    }
  });

  it('is written only on Vercel (VERCEL=1) or when asked (VERCEL_OUTPUT=1)', () => {
    expect(VERCEL_OUTPUT).toBe('.vercel/output');
    const environments = [{ VERCEL: '1' }, { VERCEL_OUTPUT: '1' }, {}, { VERCEL: '0', VERCEL_OUTPUT: '' }];
    expect(environments.map(wantsVercelOutput)).toEqual([true, true, false, false]);
  });

  it('writeVercelOutput copies what dist/ publishes, without _headers and the precompressed copies, and the config', async () => {
    const root = mkdtempSync(join(tmpdir(), 'blueprint-vercel-'));
    try {
      const write = (file: string, text = file) => {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        writeFileSync(join(root, file), text);
      };
      const published = ['index.html', 'about.html', '404.html', 'resources/an-article.html', 'assets/index-abc.js'];
      for (const file of published) write(`dist/${file}`);
      for (const file of ['dist/_headers', 'dist/index.html.gz', 'dist/assets/index-abc.js.br']) write(file);
      // Whatever an earlier build left there goes.
      write(`${VERCEL_OUTPUT}/static/old.html`);

      const policy = { apiBaseUrl: 'https://api.example.test/v1', ...inlines };
      await writeVercelOutput(root, policy);
      const staticDir = join(root, VERCEL_OUTPUT, 'static');
      const copied = readdirSync(staticDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(staticDir, join(entry.parentPath, entry.name)).split(sep).join('/'));
      expect(copied.sort()).toEqual([...published].sort());
      expect(readFileSync(join(staticDir, 'resources/an-article.html'), 'utf8')).toBe('dist/resources/an-article.html');
      const htmlFiles = published.filter((file) => file.endsWith('.html')).sort();
      const written = JSON.parse(readFileSync(join(root, VERCEL_OUTPUT, 'config.json'), 'utf8')) as VercelOutputConfig;
      expect(written).toEqual(vercelOutputConfig({ ...policy, htmlFiles }));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the build’s addresses (tools/hosts/redirects.ts)', () => {
  it('reads each page’s address from its file, leaving out the not-found page', () => {
    expect(
      pagePaths(['about.html', '404.html', 'index.html', 'resources/page/2.html', 'resources/an-article.html']),
    ).toEqual(['/', '/about', '/resources/an-article', '/resources/page/2']);
  });

  it('lists every other name of each page, to that page’s address', () => {
    expect(pageRedirects(['/', '/about', '/resources/an-article'])).toEqual([
      { from: '/about.html', to: '/about' },
      { from: '/about/', to: '/about' },
      { from: '/index', to: '/' },
      { from: '/index.html', to: '/' },
      { from: '/index/', to: '/' },
      { from: '/resources/an-article.html', to: '/resources/an-article' },
      { from: '/resources/an-article/', to: '/resources/an-article' },
    ]);
  });

  it.each(['About.html', 'a b.html', 'a\n.html', 'a%0a.html', 'x/../y.html', 'a_b.html', 'a--b.html', '/x.html'])(
    'stops the build for a file name no config may carry as it is (%j)',
    (file) => {
      expect(() => pagePaths([file])).toThrow(/rename its file/);
    },
  );

  it('stops the build when a page’s other name is another page', () => {
    expect(() => pageRedirects(['/', '/index'])).toThrow(/is a page and a redirect/);
  });
});

describe('the request targets of the nginx fuzz test, raw and decoded, on the other hosts', () => {
  const targets = requestTargets(pagePaths(htmlFiles));
  /** The target as a problem names it: with the form a host matched, when that is not the target itself. */
  const tried = (target: string, path: string) => (path === target ? target : `${target} as ${JSON.stringify(path)}`);
  const expectNoProblems = (answerTo: (path: string) => VercelAnswer, free: string[]) => {
    const hostRules = answerRules('https://www.example.test', pages, securityHeaders(inlines), { free });
    const problems = targets.flatMap((target) =>
      pathForms(target).flatMap((path) => problemsOf(tried(target, path), answerTo(path), hostRules)),
    );
    const { worstFirst, summary } = report(problems);
    expect(worstFirst.slice(0, 40), summary).toEqual([]);
  };

  it('hold at least 5,000 distinct targets and the build’s every page, the same ones in every run', () => {
    expect(targets.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(targets).size).toBe(targets.length);
    expect(targets).toEqual(expect.arrayContaining(pages));
    expect(requestTargets(pagePaths(htmlFiles))).toEqual(targets);
  });

  it('Vercel: none redirects anywhere but to a page, or sends a header the site does not', () => {
    const config = vercelOutputConfig({ ...inlines, htmlFiles });
    expectNoProblems((path) => routeOnVercel(config, files, path), ['location']);
  });

  it('_headers (Netlify, Cloudflare Pages): none gets a header the site does not send, or two values of one', () => {
    const headersFile = parseHeadersFile(netlifyHeadersFile({ ...inlines, folders }));
    expectNoProblems(
      (path) => ({
        status: 200,
        headers: [...headersForPath(headersFile, path)].map(([name, values]) => [name, values.join(', ')]),
      }),
      [],
    );
  });
});
