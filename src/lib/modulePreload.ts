/**
 * Starts fetching JavaScript modules before anything imports them, so an import finds them in flight
 * instead of discovering a chain of imports one round trip at a time. Part of the entry (src/boot.ts), so
 * it stays this small and imports nothing else.
 */
import { nextTask } from './nextTask';

/** The JSON data block in which the prerenderer (tools/build/prerender.ts) lists the modules a page needs. */
export const ROUTE_MODULES_ID = 'route-modules';

/** The modules the prerenderer listed for this page; none on a page it did not write. */
export const prerenderedModules = (): string[] =>
  JSON.parse(document.getElementById(ROUTE_MODULES_ID)?.textContent || '[]') as string[];

/** Modules whose links go in together, in one task and one DOM insertion (one by one they cost several times more). */
const MODULES_PER_TASK = 2;

/**
 * The browser starts each module's fetch while its link is being inserted, several milliseconds apiece at
 * a phone's CPU: a page's fifteen modules in one go made a task of about 100 ms at 4× slowdown, right when
 * a visitor may first tap. So they go in MODULES_PER_TASK at a time, each group in a task of its own, and
 * the page stays responsive between. crossOrigin '' as the bundler's own imports use, so each module is
 * one request. Resolves once every link is in.
 */
export async function preloadModules(hrefs: readonly string[]): Promise<void> {
  for (let from = 0; from < hrefs.length; from += MODULES_PER_TASK) {
    if (from) await nextTask();
    const links = document.createDocumentFragment();
    for (const href of hrefs.slice(from, from + MODULES_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.append(link);
    }
    document.head.append(links);
  }
}
