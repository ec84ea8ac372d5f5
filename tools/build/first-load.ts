/**
 * First-load JavaScript and CSS of a route, computed from the Vite manifest: the entry chunk (src/boot.ts),
 * the app it starts after the first paint (src/main.tsx), the route's lazy modules (src/app/pageTable.ts),
 * an episode's player, and everything they import statically. Chunks loaded on demand later (the nav
 * dropdown, an article body on a client-side visit) are not counted.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { manifestFile } from './vite/manifestOutsideOutput.ts';
import { articleSlugOf, clientRenderFiles, FORM_ROUTES, routeFiles, routePatternFor } from '../../src/app/pageLists.ts';

const KB = 1024;

/**
 * First-load budgets, gzip: the build's budget test (e2e/built-site.spec.ts) and the benchmark's goals
 * (tools/bench/bench.ts) read them here. Articles hydrate over their prerendered body without its chunk or the
 * block renderer (src/features/article/prerenderedArticle.ts), which is what keeps them lighter than other
 * content pages (legal pages keep their text the same way, src/components/legalPage.tsx); form pages carry
 * react-hook-form, zod and react-query (their toasts come once the page is idle). The lines are
 * set to stop creep rather than to leave room: on 2026-11-27 the heaviest of each kind was an episode at
 * 113.3 KB, /about at 115.3 KB and /privacy-choices at 148.7 KB. A commit that grows a page's first load by
 * more than 1 KB says why.
 */
export const BUDGET = { articleJs: 114 * KB, contentJs: 118 * KB, formJs: 155 * KB, css: 15 * KB };

export function jsBudgetFor(path: string): number {
  if (FORM_ROUTES.includes(path)) return BUDGET.formJs;
  return articleSlugOf(path) ? BUDGET.articleJs : BUDGET.contentJs;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

const PODCAST_PLAYER = 'src/components/content/PodcastPlayer.tsx';

/** Whether an article body has a podcast block, read from its source (the manifest does not say). */
function hasEpisode(bodyModule: string): boolean {
  return /type: 'podcast'/.test(readFileSync(new URL(`../../${bodyModule}`, import.meta.url), 'utf8'));
}

/** The app itself, which the entry imports once the page has painted (see src/boot.ts). */
const APP_MODULE = 'src/main.tsx';

/** The manifest of the client build whose output is dist (kept outside it: tools/build/vite/manifestOutsideOutput.ts). */
export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(manifestFile(dist), 'utf8')) as Manifest;
}

/** The chunks `keys` import, transitively, dependencies before the chunks that import them (the order a page's loader requests them in). */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const ordered = new Set<string>();
  const entered = new Set<string>();
  const visit = (key: string) => {
    if (entered.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest (renamed or no longer lazy?)`);
    entered.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
    ordered.add(key);
  };
  keys.forEach(visit);
  return ordered;
}

/** The manifest keys every page loads first: the entry chunk and the app (APP_MODULE). */
function everyPage(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('No entry chunk in the manifest.');
  return [entry, APP_MODULE];
}

const gzipCache = new Map<string, number>();
function gzipSize(dist: string, file: string): number {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file)!;
}

/** What a path loads before it is interactive: its JS and CSS, gzip bytes, and their files. */
export function firstLoad(dist: string, manifest: Manifest, path: string) {
  const slug = articleSlugOf(path);
  // An article's first load hydrates over its prerendered body without the body's chunk
  // (src/features/article/prerenderedArticle.ts), but an episode needs its player, which the page loads
  // before rendering (src/components/content/podcastPlayerLoader.tsx).
  const extra = slug && hasEpisode(`src/content/articles/${slug}/body.ts`) ? [PODCAST_PLAYER] : [];
  const keys = closure(manifest, [...everyPage(manifest), ...routeFiles[routePatternFor(path)], ...extra]);
  const js = [...keys].map((key) => manifest[key].file);
  // One stylesheet for the whole site (vite.config.ts: cssCodeSplit off), inlined into every page.
  const css = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.css'))
    .map((chunk) => chunk.file);
  return {
    js: js.reduce((sum, file) => sum + gzipSize(dist, file), 0),
    css: css.reduce((sum, file) => sum + gzipSize(dist, file), 0),
    files: [...js, ...css],
  };
}

/**
 * The JS a route pattern adds to what every page has already loaded (the entry and the app): the route's
 * lazy modules and everything they import statically. Written to dist/route-modules.json for the
 * prefetcher (src/app/prefetch.ts), so it can preload a page's modules in parallel instead of discovering
 * them import by import.
 */
export function routeModuleMap(manifest: Manifest): Record<string, string[]> {
  const loaded = closure(manifest, everyPage(manifest));
  return Object.fromEntries(
    Object.entries(routeFiles).map(([pattern, files]) => [
      pattern,
      [...closure(manifest, [...files, ...(clientRenderFiles[pattern] ?? [])])]
        .filter((key) => !loaded.has(key))
        .map((key) => `/${manifest[key].file}`),
    ]),
  );
}
