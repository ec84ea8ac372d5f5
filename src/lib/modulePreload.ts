/**
 * Starts fetching JavaScript modules before anything imports them, so an import finds them in flight
 * instead of discovering a chain of imports one round trip at a time. Part of the entry (src/boot.ts), so
 * it stays this small and imports nothing.
 */

/** The JSON data block in which the prerenderer (tools/prerender.ts) lists the modules a page needs. */
export const ROUTE_MODULES_ID = 'route-modules';

/** The modules the prerenderer listed for this page; none on a page it did not write. */
export const prerenderedModules = (): string[] =>
  JSON.parse(document.getElementById(ROUTE_MODULES_ID)?.textContent || '[]') as string[];

/**
 * One DOM insertion for all the links: inserted one by one they cost several times more. crossOrigin ''
 * as the bundler's own imports use, so each module is one request.
 */
export function preloadModules(hrefs: readonly string[]): void {
  const links = document.createDocumentFragment();
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}
