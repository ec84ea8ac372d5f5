/**
 * The one definition of the site's response headers, and its form for each host: the build writes
 * dist/_headers (Netlify, Cloudflare Pages), .deploy/nginx.conf (tools/hosts/nginx-config.ts) and, on Vercel,
 * .vercel/output/config.json (all three by tools/hosts/host-configs.ts), and the preview server that
 * `npm start` and the e2e suite use sends the very same headers. Every form takes its inputs as
 * arguments, never from the environment.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PLAYER_HOSTS } from '../../src/config/site.ts';
import { NOT_FOUND_FILE, pagePath, pagePaths, pageRedirects } from './redirects.ts';

/**
 * sonner (the toast library on the form pages) injects one fixed <style> element at load. Rather than
 * allowing every inline style with 'unsafe-inline', the policy allows exactly that stylesheet by its
 * hash, computed from the installed package so an upgrade cannot silently break the toasts.
 */
export function sonnerStyleHash(): string {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
  const match = /\n__insertCSS\(("(?:[^"\\]|\\.)*")\);/.exec(source);
  if (!match) throw new Error('Could not find sonner’s injected stylesheet; update tools/hosts/security-headers.ts.');
  const css = new Function(`return ${match[1]};`)() as string;
  return sha256Source(css);
}

/** A CSP source that allows exactly the inline stylesheet or script whose text is `text`. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** The distinct hash sources of the texts `element` (a pattern whose last group is the text) holds in html. */
const hashesOf = (html: string, element: RegExp) => [
  ...new Set([...html.matchAll(element)].map((match) => sha256Source(match[match.length - 1]))),
];

/**
 * The CSP sources for every <style> element of a page, by hash: the prerendered pages carry the site's
 * stylesheet inline (tools/build/html/inlineStylesheet.ts), so each place that sends the policy takes
 * these from the build's pages.
 */
export const inlineStyleHashes = (html: string): string[] => hashesOf(html, /<style>([\s\S]*?)<\/style>/g);

/**
 * The CSP sources for every inline script of a page that runs, by hash: the prerendered pages load their
 * entry from an inline module (tools/build/html/entryLoader.ts). Data blocks (JSON, JSON-LD) never run and
 * need none; a script with a src is allowed by its origin.
 */
export const inlineScriptHashes = (html: string): string[] =>
  hashesOf(html, /<script( type="module")?>([\s\S]*?)<\/script>/g);

/** The inline styles and scripts of the build's pages, as CSP hash sources. */
export interface PageInlines {
  pageStyles: readonly string[];
  pageScripts: readonly string[];
}

/** The hashes of a page's inline stylesheets and scripts. */
export function pageInlineHashes(html: string): PageInlines {
  return { pageStyles: inlineStyleHashes(html), pageScripts: inlineScriptHashes(html) };
}

/** What the policy depends on: the forms API's origin and the inline styles and scripts of the build's pages (pageInlineHashes()). */
export interface PolicyInputs extends PageInlines {
  apiBaseUrl?: string;
}

/** sonner appends its <style> element before filling it, so the browser also checks it empty once. */
const EMPTY_STYLE_HASH = sha256Source('');

export function contentSecurityPolicy(options: PolicyInputs): string {
  // The origin of the forms API when it is not this site (VITE_API_BASE_URL), else nothing extra.
  const api = options.apiBaseUrl ? new URL(options.apiBaseUrl).origin : undefined;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The pages' one inline script, the loader of their entry, by its hash (JSON and JSON-LD data blocks
    // are not scripts that run).
    'script-src': ["'self'", ...options.pageScripts],
    // The pages' own stylesheet (inline, so the first paint waits for no request), then sonner's.
    'style-src': ["'self'", ...options.pageStyles, sonnerStyleHash(), EMPTY_STYLE_HASH],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(api ? [api] : [])],
    // Only the click-to-load podcast and video players.
    'frame-src': [...PLAYER_HOSTS],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    // Trusted Types: the browser refuses every string handed to a DOM-XSS sink (innerHTML, a script's
    // src, eval-like timers...). Nothing the site runs needs one (the e2e suite fails on any violation),
    // so no policy may be created either: 'none' also stops injected code from defining a permissive one.
    'require-trusted-types-for': ["'script'"],
    'trusted-types': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Powerful features the site never uses, refused for it and every frame it embeds (the click-to-load
 * players). browsing-topics is Chrome's interest-based advertising API: on a health site, a visit must
 * not become an ad topic. The other advertising features of Chrome's Privacy Sandbox
 * (join-ad-interest-group, run-ad-auction, attribution-reporting, private-aggregation, shared-storage)
 * are not listed: Chromium has removed them (https://privacysandbox.google.com/overview/status), a
 * current Chromium logs "Unrecognized feature" for each on every page, and a refusal of an API the
 * browser no longer has protects nothing. Every name here must be one the browser knows
 * (e2e/privacy-hygiene.spec.ts).
 */
export const PERMISSIONS_POLICY = ['camera', 'microphone', 'geolocation', 'browsing-topics', 'payment', 'usb']
  .map((feature) => `${feature}=()`)
  .join(', ');

export function securityHeaders(options: PolicyInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    // Origin only, even to this site: a results page's address (/resources?q=…) would otherwise reach the
    // access logs in the Referer of every chunk and image it loads, and outbound links need no more.
    'Referrer-Policy': 'strict-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Content-hashed files never change under the same name; everything else must always be revalidated. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';

/** The folder of the build's hashed assets (Vite's default assetsDir). */
export const HASHED_ASSETS = 'assets';

/**
 * The folders whose files are named by their content, so a file there never changes: Vite's hashed
 * assets, and the search index's shards and texts, in a folder named after the index's content hash
 * (`/resources/search/<id>/`, src/features/resources/search/indexFormat.ts).
 */
export const CONTENT_HASHED_FOLDERS = [HASHED_ASSETS, 'resources/search'] as const;

export function cacheControlFor(pathname: string): string {
  const contentHashed = CONTENT_HASHED_FOLDERS.some((folder) => pathname.startsWith(`/${folder}/`));
  return contentHashed ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/** A regular expression source matching exactly `text`. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The Cache-Control rules of dist/_headers, as [URL pattern, value]. Netlify and Cloudflare Pages apply
 * every rule whose pattern matches a path, and Pages joins a header that several rules set ("a, b"):
 * a catch-all rule beside /assets/* would send hashed assets two Cache-Control values. So the patterns
 * never overlap: one splat per content-hashed folder; for everything else the home page, any
 * one-segment path (the pages at their clean URLs, the files at the top) and each other folder of the
 * published site, as a splat when it holds no content-hashed folder, else as its own files (/name/:file)
 * and its subfolders in turn. A path in none of them (an unknown /a/b) gets the host's own default,
 * which on both hosts is CACHE_REVALIDATE. folders: every folder of the published site, relative, with
 * forward slashes.
 */
export function headersFileCacheRules(folders: readonly string[]): Array<[pattern: string, value: string]> {
  const hashed: readonly string[] = CONTENT_HASHED_FOLDERS;
  const holdsHashed = (folder: string) => hashed.some((inside) => inside.startsWith(`${folder}/`));
  const childrenOf = (prefix: string) =>
    folders
      .filter((folder) => folder.startsWith(prefix) && !folder.slice(prefix.length).includes('/'))
      .filter((folder) => !hashed.includes(folder))
      .sort();
  const revalidated = (folder: string): Array<[string, string]> =>
    holdsHashed(folder)
      ? [[`/${folder}/:file`, CACHE_REVALIDATE], ...childrenOf(`${folder}/`).flatMap(revalidated)]
      : [[`/${folder}/*`, CACHE_REVALIDATE]];
  return [
    ...hashed.map((folder): [string, string] => [`/${folder}/*`, CACHE_IMMUTABLE]),
    ['/', CACHE_REVALIDATE],
    ['/:name', CACHE_REVALIDATE],
    ...childrenOf('').flatMap(revalidated),
  ];
}

/** dist/_headers for Netlify and Cloudflare Pages; folders: the top-level folders of the published site. */
export function netlifyHeadersFile(options: PolicyInputs & { folders: readonly string[] }): string {
  const security = Object.entries(securityHeaders(options)).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Generated by tools/hosts/security-headers.ts. Do not edit.',
    '/*',
    ...security,
    ...headersFileCacheRules(options.folders).flatMap(([pattern, value]) => ['', pattern, `  Cache-Control: ${value}`]),
    '',
  ].join('\n');
}

/**
 * A route of Vercel's Build Output API, as config.json's `routes` holds them (the same form as the
 * legacy vercel.json `routes`): https://vercel.com/docs/build-output-api/configuration#routes
 */
export type VercelRoute =
  | { src: string; dest?: string; headers?: Record<string, string>; continue?: boolean; status?: number }
  | { handle: 'filesystem' | 'hit' };

/** .vercel/output/config.json: https://vercel.com/docs/build-output-api/configuration */
export interface VercelOutputConfig {
  version: 3;
  routes: VercelRoute[];
  /** A static file served at another path (its .html dropped) and with a given Content-Type. */
  overrides: Record<string, { path: string; contentType: string }>;
}

/** Vercel answers a redirect route with the status and Location it gives; 308 is what its cleanUrls used. */
const VERCEL_REDIRECT = 308;

/**
 * Vercel's Build Output configuration for the files of dist/ (htmlFiles: its .html files, relative,
 * with forward slashes), giving what cleanUrls and trailingSlash: false gave, with the same headers as
 * every other host:
 * - each page at its clean URL: `overrides` serve about.html at /about and index.html at /, as
 *   SvelteKit's Vercel adapters do (the file's own name then answers nothing);
 * - routes, which Vercel applies in order: the headers first, on `continue: true` routes, which add
 *   their headers and let routing go on, so that redirects and 404s carry them too; then the redirects
 *   to the clean URL (the first matching route without `continue` ends routing); then the files
 *   (`handle: filesystem`); past them, where no file answered, the not-found page with status 404; last,
 *   the routes Vercel applies only to a file it found (`handle: hit`, which takes nothing but headers).
 * Vercel matches `src` without regard to case by default, so each rule below is written to hold then too,
 * and anchors it at both ends (a missing ^ or $ is added: normalizeRoutes in @vercel/routing-utils), so
 * each one spells out the whole path. No route captures anything: each redirect is one address of the
 * build's list (tools/hosts/redirects.ts) and its Location a fixed page address.
 */
export function vercelOutputConfig(options: PolicyInputs & { htmlFiles: readonly string[] }): VercelOutputConfig {
  const pages = options.htmlFiles.filter((file) => file !== NOT_FOUND_FILE);
  const notFound = `/${NOT_FOUND_FILE}`;
  const hashed = `(?:${CONTENT_HASHED_FOLDERS.map(escapeRegExp).join('|')})/`;
  return {
    version: 3,
    routes: [
      { src: '^/.*$', headers: securityHeaders(options), continue: true },
      // The Cache-Control rules never match the same answer: one value per response, whether Vercel lets a
      // later header replace an earlier one or sends both. Content-hashed files get theirs once found (below).
      { src: `^/(?!${hashed}).*$`, headers: { 'Cache-Control': CACHE_REVALIDATE }, continue: true },
      // The not-found page at its own name is not found either (rather than a redirect to /404).
      { src: `^/+${escapeRegExp(NOT_FOUND_FILE)}$`, dest: notFound, status: 404 },
      // One address per page, as the sitemap gives it. The query is not kept: see tools/hosts/nginx-config.ts.
      ...pageRedirects(pagePaths(options.htmlFiles)).map(({ from, to }): VercelRoute => ({
        src: `^${escapeRegExp(from)}$`,
        headers: { Location: to },
        status: VERCEL_REDIRECT,
      })),
      { handle: 'filesystem' },
      // No such file: a content-hashed address's 404 is revalidated like any other, never kept for a year.
      { src: `^/${hashed}.*$`, headers: { 'Cache-Control': CACHE_REVALIDATE }, continue: true },
      { src: '^/.*$', dest: notFound, status: 404 },
      { handle: 'hit' },
      { src: `^/${hashed}.*$`, headers: { 'Cache-Control': CACHE_IMMUTABLE }, continue: true },
    ],
    overrides: Object.fromEntries(
      pages.map((file) => [file, { path: pagePath(file).slice(1), contentType: 'text/html; charset=utf-8' }]),
    ),
  };
}
