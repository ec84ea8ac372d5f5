import './index.css';
import { prerenderedModules, preloadModules } from './lib/modulePreload';
import { nextTask } from './lib/nextTask';

/**
 * The entry. A prerendered page is already complete and readable without JavaScript; its scripts only
 * make it interactive. So a prerendered page imports this module only after its first paint (the inline
 * loader of tools/build/html/entryLoader.ts) rather than alongside the font, where on a slow connection
 * it would share the bandwidth and hold the first paint back (this is what keeps LCP at the plain-HTML
 * floor); the dev server and a client-only build load it as index.html says.
 *
 * The prerenderer lists the page's modules in a JSON data block (read in ./lib/modulePreload.ts); they are
 * all requested up front, a few per task, so hydration does not wait on a chain of imports. react-dom is
 * then started in a task of its own: set up together with the router and the app, it made one task of
 * 100 ms or more at Lighthouse's mobile CPU, which would hold up a tap (it was most of the page's Total
 * Blocking Time).
 * A page with nothing prerendered (the dev server, a client-only build) starts at once.
 */
async function start() {
  await preloadModules(prerenderedModules());
  // react-dom is CommonJS: its set-up runs when it is first imported, here rather than inside the app's.
  await import('react-dom/client');
  await nextTask();
  await import('./main');
}

/**
 * Should the app's code not arrive (the visitor left the page meanwhile, a broken deploy), a prerendered
 * page stays as served: complete, readable, its links plain links. Nothing is left to reject unhandled.
 */
const startQuietly = () => start().catch(() => {});

// A comment (the dev server's <!--app-html--> marker) is not a page.
const prerendered = Boolean(document.getElementById('root')?.firstElementChild);
if (!prerendered || document.visibilityState === 'hidden') {
  // Hidden tabs get no animation frames; nothing is competing for a paint there anyway.
  void startQuietly();
} else if ('requestIdleCallback' in window) {
  // The page has painted (its loader waited for that); now once the browser is idle, as islands
  // frameworks do for 'hydrate when idle'.
  requestIdleCallback(() => void startQuietly(), { timeout: 1000 });
} else {
  // Safari has no requestIdleCallback: a short timeout stands in.
  setTimeout(startQuietly, 50);
}
