/**
 * The site's addresses as the build knows them: each prerendered page's canonical address, and the
 * other names a page answers to by redirect. Every host config writes these out literally (nginx exact
 * locations, Vercel routes with an exact `src`): no redirect is made from a pattern over the requested
 * path, so nothing a visitor sends can ever reach a Location. A pattern redirect copied what it
 * captured, and a web server decodes %0a, %09 and %5C before matching, which turned our own domain into
 * a redirect to any site or a way to set a header.
 */
import { readdirSync } from 'node:fs';
import { sep } from 'node:path';
import { SLUG_PATTERN } from '../../src/content/articles/rules.ts';

/** The prerendered not-found page, which every host sends with status 404 for an unknown address. */
export const NOT_FOUND_FILE = '404.html';

/**
 * Whether the configs may write a page address unquoted and unescaped: each segment a slug as articles
 * have them (lower-case words and digits joined by hyphens). Anything else in a build's file names stops
 * the build rather than reaching a server config.
 */
const isSafePage = (path: string) =>
  path === '/' ||
  path
    .slice(1)
    .split('/')
    .every((segment) => SLUG_PATTERN.test(segment));

/** The .html files of the built site in `dist`, relative, with forward slashes, sorted. */
export function htmlFilesOf(dist: string): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(sep).join('/'))
    .sort();
}

/** The canonical address of a prerendered page of dist/ by its .html file (relative, forward slashes). */
export function pagePath(file: string): string {
  const path = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
  if (!isSafePage(path)) throw new Error(`A page at ${JSON.stringify(path)}: rename its file.`);
  return path;
}

/** '/' -> index.html, '/about' -> about.html, '/resources/x' -> resources/x.html (what vite preview and clean-URL hosts serve). */
export function fileForPath(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The canonical address of each prerendered page of dist/ (its .html files, relative, forward slashes), sorted. */
export function pagePaths(htmlFiles: readonly string[]): string[] {
  return htmlFiles
    .filter((file) => file !== NOT_FOUND_FILE)
    .map(pagePath)
    .sort();
}

/**
 * Every redirect of every host: a page's address with a trailing slash or with .html, and the home page's
 * own file names, each to the page's canonical address. Sorted by `from`, one entry each.
 */
export function pageRedirects(pages: readonly string[]) {
  const redirects = pages.flatMap((to) =>
    to === '/'
      ? ['/index', '/index/', '/index.html'].map((from) => ({ from, to }))
      : [`${to}/`, `${to}.html`].map((from) => ({ from, to })),
  );
  const known = new Set(pages);
  for (const { from } of redirects) {
    if (known.has(from)) throw new Error(`${from} is a page and a redirect.`);
  }
  return redirects.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}
