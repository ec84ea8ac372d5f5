import './index.css';
import { nextTask } from './lib/nextTask';

/**
 * The entry. A prerendered page is already complete and readable without JavaScript; its scripts only
 * make it interactive. So a prerendered page imports this module only after its first paint (the inline
 * loader of tools/build/html/entryLoader.ts), which has by then asked for every module the page needs,
 * rather than alongside the font, where on a slow connection they would share the bandwidth and hold the
 * first paint back (this is what keeps LCP at the plain-HTML floor); the dev server and a client-only
 * build load it as index.html says.
 *
 * react-dom is started in a task of its own: set up together with the router and the app, it made one
 * task of 100 ms or more at Lighthouse's mobile CPU, which would hold up a tap (it was most of the page's
 * Total Blocking Time).
 */
async function start() {
  // react-dom is CommonJS: its set-up runs when it is first imported, here rather than inside the app's.
  await import('react-dom/client');
  await nextTask();
  await import('./main');
}

// Should the app's code not arrive (the visitor left the page meanwhile, a broken deploy), a prerendered
// page stays as served: complete, readable, its links plain links. Nothing is left to reject unhandled.
start().catch(() => {});
