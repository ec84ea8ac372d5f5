/**
 * What derives from the page table (./pageTable.ts): the static pages, the form pages, each route's
 * modules, and a path's route pattern. Build tools, tests and the prefetcher read these; the first load does
 * not (the route table imports the page table alone).
 */
import { pageFile, pageTable, type PageDeclaration } from './pageTable';

const FORM_PROVIDERS_FILE = 'src/app/FormProviders.tsx';

const isStatic = (path: string) => path !== '*' && !path.includes(':');

/** The pages with a fixed path, each prerendered and in the sitemap (articles and later listing pages join them in ./paths.ts). */
export const staticPages: readonly PageDeclaration[] = pageTable.filter((page) => isStatic(page.path));
export const staticPaths = staticPages.map((page) => page.path);

export const FORM_ROUTES: readonly string[] = pageTable.filter((page) => 'form' in page).map((page) => page.path);

/** The source modules each route pattern loads lazily: its first-load size budget and preload list. */
export const routeFiles: Record<string, string[]> = Object.fromEntries(
  pageTable.map((page) => [page.path, [...('form' in page ? [FORM_PROVIDERS_FILE] : []), pageFile(page.module)]]),
);

/** What a route adds on a client-side visit (see PageDeclaration.clientRender). */
export const clientRenderFiles: Partial<Record<string, string[]>> = Object.fromEntries(
  pageTable.flatMap((page) => ('clientRender' in page ? [[page.path, page.clientRender]] : [])),
);

/** Patterns with a parameter, as expressions; the table lists the more specific of two first, as here. */
const parameterPatterns = pageTable
  .map((page) => page.path)
  .filter((path) => path.includes(':'))
  .map((path) => ({ path, test: new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`) }));

/** The route pattern a concrete path belongs to. */
export function routePatternFor(path: string): string {
  if (path in routeFiles) return path;
  return parameterPatterns.find(({ test }) => test.test(path))?.path ?? '*';
}

/** The article slug in a path, if the path is an article's page. */
export function articleSlugOf(path: string): string | undefined {
  return routePatternFor(path) === '/resources/:slug' ? path.slice('/resources/'.length) : undefined;
}
