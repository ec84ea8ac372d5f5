/**
 * The one definition of the site's response headers, and its form for each host: the build writes
 * dist/_headers (Netlify, Cloudflare Pages), .deploy/nginx.conf (tools/nginx-config.ts) and, on Vercel,
 * .vercel/output/config.json (all three by tools/host-configs.ts), and the preview server that
 * `npm start` and the e2e suite use sends the very same headers. Every form takes its inputs as
 * arguments, never from the environment.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PLAYER_HOSTS } from '../src/config/site.ts';
import type { PagePath } from '../src/config/pagePaths.ts';

/**
 * sonner (the toast library on the form pages) injects one fixed <style> element at load. Rather than
 * allowing every inline style with 'unsafe-inline', the policy allows exactly that stylesheet by its
 * hash, computed from the installed package so an upgrade cannot silently break the toasts.
 */
export function sonnerStyleHash(): string {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
  const match = /\n__insertCSS\(("(?:[^"\\]|\\.)*")\);/.exec(source);
  if (!match) throw new Error('Could not find sonner’s injected stylesheet; update tools/security-headers.ts.');
  const css = new Function(`return ${match[1]};`)() as string;
  return sha256Source(css);
}

/** A CSP source that allows exactly the inline stylesheet or script whose text is `text`. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/**
 * The CSP sources for every <style> element of a page, by hash: the prerendered pages carry the site's
 * stylesheet inline (tools/prerender/inlineStylesheet.ts), so each place that sends the policy takes
 * these from the build's pages.
 */
export function inlineStyleHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => sha256Source(match[1]));
  return [...new Set(hashes)];
}

/**
 * The CSP sources for every inline script of a page that runs, by hash: the prerendered pages load their
 * entry from an inline module (tools/prerender/entryLoader.ts). Data blocks (JSON, JSON-LD) never run and
 * need none; a script with a src is allowed by its origin.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script( type="module")?>([\s\S]*?)<\/script>/g)].map((match) =>
    sha256Source(match[2]),
  );
  return [...new Set(hashes)];
}

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

/** The origin of the forms API when it is not this site (VITE_API_BASE_URL), else nothing extra. */
export function apiOrigin(apiBaseUrl: string | undefined): string | undefined {
  return apiBaseUrl ? new URL(apiBaseUrl).origin : undefined;
}

export function contentSecurityPolicy(options: PolicyInputs): string {
  const api = apiOrigin(options.apiBaseUrl);
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

export function securityHeaders(options: PolicyInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Powerful features the site never uses, refused for it and every frame it embeds. browsing-topics is
    // Chrome's interest-based advertising API: on a health site, a visit must not become an ad topic.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), browsing-topics=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Hashed build assets never change under the same name; everything else must always be revalidated. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';

/** The folder of the build's hashed assets (Vite's default assetsDir). */
export const HASHED_ASSETS = 'assets';

export function cacheControlFor(pathname: string): string {
  return pathname.startsWith(`/${HASHED_ASSETS}/`) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/**
 * The Cache-Control rules of dist/_headers, as [URL pattern, value]. Netlify and Cloudflare Pages apply
 * every rule whose pattern matches a path, and Pages joins a header that several rules set ("a, b"):
 * a catch-all rule beside /assets/* would send hashed assets two Cache-Control values. So the patterns
 * never overlap: /assets/*, and for everything else the home page, any one-segment path (the pages at
 * their clean URLs, the files at the top) and each other top-level folder of the published site, none of
 * which can match under /assets/. A path in none of them (an unknown /a/b) gets the host's own default,
 * which on both hosts is CACHE_REVALIDATE.
 */
export function headersFileCacheRules(folders: readonly string[]): Array<[pattern: string, value: string]> {
  return [
    [`/${HASHED_ASSETS}/*`, CACHE_IMMUTABLE],
    ['/', CACHE_REVALIDATE],
    ['/:name', CACHE_REVALIDATE],
    ...folders
      .filter((folder) => folder !== HASHED_ASSETS)
      .sort()
      .map((folder): [string, string] => [`/${folder}/*`, CACHE_REVALIDATE]),
  ];
}

/** dist/_headers for Netlify and Cloudflare Pages; folders: the top-level folders of the published site. */
export function netlifyHeadersFile(options: PolicyInputs & { folders: readonly string[] }): string {
  const security = Object.entries(securityHeaders(options)).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Generated by tools/security-headers.ts. Do not edit.',
    '/*',
    ...security,
    ...headersFileCacheRules(options.folders).flatMap(([pattern, value]) => ['', pattern, `  Cache-Control: ${value}`]),
    '',
  ].join('\n');
}

/** The prerendered not-found page, which every host sends with status 404 for an unknown address. */
export const NOT_FOUND_FILE = '404.html';

/**
 * A route of Vercel's Build Output API, as config.json's `routes` holds them (the same form as the
 * legacy vercel.json `routes`): https://vercel.com/docs/build-output-api/configuration#routes
 */
export type VercelRoute =
  | { src: string; dest?: string; headers?: Record<string, string>; continue?: boolean; status?: number }
  | { handle: 'filesystem' };

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
 *   (`handle: filesystem`); past them, the not-found page with status 404.
 * Vercel matches `src` without regard to case by default, so each rule below is written to hold then too,
 * and anchors it at both ends (a missing ^ or $ is added: normalizeRoutes in @vercel/routing-utils), so
 * each one spells out the whole path.
 */
export function vercelOutputConfig(options: PolicyInputs & { htmlFiles: readonly string[] }): VercelOutputConfig {
  const pages = options.htmlFiles.filter((file) => file !== NOT_FOUND_FILE);
  const notFound = `/${NOT_FOUND_FILE}`;
  // A Location is a page of the site, or the page a capture names ('/$1').
  const redirect = (src: string, location: PagePath | '/$1'): VercelRoute => ({
    src,
    headers: { Location: location },
    status: VERCEL_REDIRECT,
  });
  return {
    version: 3,
    routes: [
      { src: '^/.*$', headers: securityHeaders(options), continue: true },
      // As in _headers, the two Cache-Control rules never match the same path: one value per response,
      // whether Vercel lets a later header replace an earlier one or sends both.
      { src: `^/${HASHED_ASSETS}/.*$`, headers: { 'Cache-Control': CACHE_IMMUTABLE }, continue: true },
      { src: `^/(?!${HASHED_ASSETS}/).*$`, headers: { 'Cache-Control': CACHE_REVALIDATE }, continue: true },
      // The not-found page at its own name is not found either (rather than a redirect to /404).
      { src: `^/+${NOT_FOUND_FILE.replace('.', '\\.')}$`, dest: notFound, status: 404 },
      // One address per page, as the sitemap gives it. The captures skip the leading slashes and never
      // start with a backslash, so no Location can point to another host (//host, /\host).
      redirect('^/+index(?:\\.html)?/*$', '/'),
      redirect('^/+([^/\\\\].*?)/+$', '/$1'),
      redirect('^/+([^/\\\\].*?)\\.html$', '/$1'),
      { handle: 'filesystem' },
      { src: '^/.*$', dest: notFound, status: 404 },
    ],
    overrides: Object.fromEntries(
      pages.map((file) => [
        file,
        { path: file === 'index.html' ? '' : file.slice(0, -'.html'.length), contentType: 'text/html; charset=utf-8' },
      ]),
    ),
  };
}
