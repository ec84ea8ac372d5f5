/**
 * A prerendered page starts its JavaScript only once it has painted, and then all of it at once. Vite's index.html loads the entry
 * (src/boot.ts) with <script type="module" src>, which the browser's preload scanner fetches as soon as
 * it reads the head: on a phone's network that request shares the bandwidth with the page and the font
 * and, on HTTP/1.1, takes a connection of its own (a handshake and a round trip) before the page has
 * painted. So every prerendered page gets a small inline module instead, which after the first contentful
 * paint requests every module of the page's first load in one go (a modulepreload link each: the entry,
 * the app, the route's chunks, as the prerenderer lists them), then imports the entry. Hydration then
 * waits one round trip for its scripts, not one per step of a chain of imports; the page needs no script
 * to be read, its scripts only make it interactive.
 *
 * The Content-Security-Policy allows the inline module by its hash (inlineScriptHashes in
 * tools/hosts/security-headers.ts). So that hash never changes with a build, the module's text names no file
 * of the build: it reads the modules' addresses, the entry's first, from a JSON data block the prerenderer
 * writes into the page, which the browser neither runs nor fetches anything for. A deploy that only changes content keeps the server's policy valid.
 * Dynamic import() is no Trusted Types sink, so no policy is needed; the CSP's script-src still decides
 * which addresses may load.
 */
import { dataBlockHtml } from '../../../src/lib/dataBlock.ts';

/** The entry script Vite writes into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/g;

/** The id of the JSON data block that lists the page's modules, its entry first. */
export const PAGE_MODULES_ID = 'page-modules';

/**
 * The inline module that, after the first contentful paint, inserts a modulepreload link for each module
 * the PAGE_MODULES_ID data block lists, all in one task, then imports the first, the entry: at once when
 * the page is hidden (a background tab paints nothing until it is shown) or the browser reports no paints,
 * and after 3 s at the latest, should a paint never be reported; once only. crossOrigin '' as the bundler's
 * own imports use, so each module is one request. A failed import, or a page without the block, leaves the
 * page as served, readable and with plain links.
 */
export const ENTRY_LOADER = [
  `let started=false;`,
  `const start=()=>started||(started=true,Promise.resolve().then(()=>{`,
  `const modules=JSON.parse(document.getElementById(${JSON.stringify(PAGE_MODULES_ID)}).textContent);`,
  `document.head.append(...modules.map((href)=>Object.assign(document.createElement("link"),{rel:"modulepreload",crossOrigin:"",href})));`,
  `return import(modules[0]);}).catch(()=>{}));`,
  `const painted=()=>performance.getEntriesByName("first-contentful-paint").length>0;`,
  `if(document.visibilityState==="hidden"||!PerformanceObserver.supportedEntryTypes?.includes("paint")||painted())start();`,
  `else{const o=new PerformanceObserver(()=>{if(painted()){o.disconnect();start();}});`,
  `o.observe({type:"paint",buffered:true});setTimeout(start,3000);}`,
].join('');

/** The template with its entry script replaced by ENTRY_LOADER. */
export function loadEntryAfterPaint(template: string): string {
  const scripts = [...template.matchAll(ENTRY_SCRIPT)];
  if (scripts.length !== 1) throw new Error(`Expected one entry script in the page template, found ${scripts.length}.`);
  return template.replace(scripts[0][0], () => `<script type="module">${ENTRY_LOADER}</script>`);
}

/** A page's modules as the loader reads them (the entry first, as tools/build/first-load.ts orders them). */
export const pageModulesHtml = (modules: readonly string[]): string => dataBlockHtml(PAGE_MODULES_ID, modules);
