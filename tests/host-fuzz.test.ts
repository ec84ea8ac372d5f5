// @vitest-environment node
/**
 * The request targets the nginx fuzz test sends (e2e/nginx/fuzz.spec.ts), against the other hosts'
 * configs: Vercel's routes (as tests/support/vercelRouting.ts applies them) and the _headers rules of
 * Netlify and Cloudflare Pages (as tests/support/headersFile.ts applies them). Each target is tried as
 * sent and percent-decoded, whichever of the two a host matches. No answer may lead anywhere but to a
 * page of the build, carry a header the site does not send, or give one another value.
 */
import { describe, expect, it } from 'vitest';
import { sitePaths } from '@/app/paths';
import { bodyTextPath, shardPath } from '@/features/resources/search/indexFormat';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  netlifyHeadersFile,
  securityHeaders,
  vercelOutputConfig,
} from '../tools/hosts/security-headers';
import { NOT_FOUND_FILE, pagePaths } from '../tools/hosts/redirects';
import { headerRules, problemsOf, report, siteHeaders, type AnswerRules } from '../e2e/support/answerChecks';
import { pathForms, requestTargets } from '../e2e/support/requestTargets';
import { headersForPath, parseHeadersFile } from './support/headersFile';
import { routeOnVercel } from './support/vercelRouting';

const inlines = {
  pageStyles: ["'sha256-aW5saW5lIHN0eWxlc2hlZXQgc3RhbmQtaW4gZm9yIHRlc3Q='"],
  pageScripts: ["'sha256-aW5saW5lIGVudHJ5IGxvYWRlciBzdGFuZC1pbiBmb3IgdGVzdA='"],
};
const ORIGIN = 'https://www.example.test';

/** '/' -> index.html, '/about' -> about.html: the prerender's files. */
const fileForPath = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
const htmlFiles = [...sitePaths().map(fileForPath), NOT_FOUND_FILE];
const pages = pagePaths(htmlFiles);
const targets = requestTargets(pages);
const SEARCH_ID = 'cb19c64c86f0';
const otherFiles = [
  'assets/index-abc123.js',
  'favicon.svg',
  'robots.txt',
  'sitemap.xml',
  'resources/search-index.json',
  'resources/page-data/1.json',
  shardPath(SEARCH_ID, 0).slice(1),
  bodyTextPath(SEARCH_ID, 'an-article').slice(1),
];

/** The target as a problem names it: with the form a host matched, when that is not the target itself. */
const tried = (target: string, path: string) => (path === target ? target : `${target} as ${JSON.stringify(path)}`);

const security = securityHeaders(inlines);
const rules = (free: readonly string[]): AnswerRules => ({
  origin: ORIGIN,
  pages: new Set(pages),
  headers: headerRules(siteHeaders(security, [CACHE_IMMUTABLE, CACHE_REVALIDATE]), free),
});

it('the generated set holds at least 5,000 distinct targets and the build’s every page', () => {
  expect(targets.length).toBeGreaterThanOrEqual(5000);
  expect(new Set(targets).size).toBe(targets.length);
  expect(pages.length).toBeGreaterThan(20);
  // Deterministic: the same pages give the same targets, in the same order.
  expect(requestTargets(pages)).toEqual(targets);
});

describe('Vercel routes', () => {
  const config = vercelOutputConfig({ ...inlines, htmlFiles });
  const files = [...htmlFiles, ...otherFiles];

  it('no target, raw or decoded, redirects anywhere but to a page, or sends a header the site does not', () => {
    const vercelRules = rules(['location']);
    const problems = targets.flatMap((target) =>
      pathForms(target).flatMap((path) =>
        problemsOf(tried(target, path), routeOnVercel(config, files, path), vercelRules),
      ),
    );
    const { worstFirst, summary } = report(problems);
    expect(worstFirst.slice(0, 40), summary).toEqual([]);
  });
});

describe('_headers rules (Netlify, Cloudflare Pages)', () => {
  const folders = [
    'assets',
    'images',
    'images/articles',
    'og',
    'resources',
    'resources/page-data',
    'resources/search',
    `resources/search/${SEARCH_ID}`,
    `resources/search/${SEARCH_ID}/text`,
  ];
  const headersFile = parseHeadersFile(netlifyHeadersFile({ ...inlines, folders }));

  it('no target, raw or decoded, gets a header the site does not send, two values of one, or a redirect', () => {
    const headersRules = rules([]);
    const problems = targets.flatMap((target) =>
      pathForms(target).flatMap((path) => {
        const headers = [...headersForPath(headersFile, path)].map(([name, values]): [string, string] => [
          name,
          values.join(', '),
        ]);
        return problemsOf(tried(target, path), { status: 200, headers }, headersRules);
      }),
    );
    const { worstFirst, summary } = report(problems);
    expect(worstFirst.slice(0, 40), summary).toEqual([]);
  });
});
