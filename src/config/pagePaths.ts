/**
 * The paths of the site's pages as types, so a mistyped internal link fails `npm run typecheck`. The page
 * table (src/app/pageTable.ts) declares every route; it fills in `PageRoutes` below by declaration merging,
 * the way a router registers its routes with a library, because the layers under it (this one, content,
 * components) may not import it. Adding a page to the table adds its path here with nothing else to edit.
 */

/** What the page table registers: `pattern`, the union of its route patterns. Empty here on purpose. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by src/app/pageTable.ts
export interface PageRoutes {}

type RoutePattern = PageRoutes extends { pattern: infer Pattern extends string } ? Pattern : never;

/** The paths a route pattern matches: each `:parameter` segment stands for any text. */
type PathsOf<Pattern extends string> = Pattern extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${PathsOf<Tail>}`
  : Pattern extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : Pattern;

/**
 * The path of a page of this site: '/about', '/resources/page/2', '/resources/<slug>'. An article's slug is
 * any text to the type checker (articles are folders, read at build time); the content check holds every
 * article link to an existing folder.
 */
export type PagePath = PathsOf<Exclude<RoutePattern, '*'>>;

/** A link within the site: a page's path, with a #fragment or ?query if any, or a fragment or query on this page. */
export type InternalHref = PagePath | `${PagePath}${'#' | '?'}${string}` | `${'#' | '?'}${string}`;

/** An address on another site, opened in a new tab. */
export type ExternalHref = `https://${string}`;

export const isExternalHref = (href: string): href is ExternalHref => href.startsWith('https://');

/**
 * Whether a link read from content is a path of this site. The type checker cannot see an address that
 * arrives as data; the content check holds each one to an existing page before the site is built.
 */
export const isInternalHref = (href: string): href is InternalHref => href.startsWith('/');
