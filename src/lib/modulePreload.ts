/**
 * Starts fetching a page's JavaScript modules before anything imports them (a prefetch, src/app/prefetch.ts),
 * so an import finds them in flight instead of discovering a chain of imports one round trip at a time.
 * A first load's modules are preloaded by the page's inline loader (tools/build/html/entryLoader.ts).
 */
import { nextTask } from './nextTask';

/** Modules whose links go in together, in one task and one DOM insertion (one by one they cost several times more). */
const MODULES_PER_TASK = 2;

/**
 * The browser starts each module's fetch while its link is being inserted, up to several milliseconds
 * apiece at a phone's CPU (17 links in one go: 8–37 ms at 4× slowdown on a busy machine, once 124 ms). A
 * prefetch runs while the visitor is using the page, so they go in MODULES_PER_TASK at a time, each group
 * in a task of its own, and the page stays responsive between. crossOrigin '' as the bundler's own imports use, so each module is
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
