/**
 * The source modules each route loads lazily, for the build's first-load size budget
 * (e2e/budget.spec.ts) and the prerender's preload hints. Kept free of imports so build tools can
 * read it; the budget test fails if this list and the route table's lazy imports drift apart.
 */
export const FORM_ROUTES = ['/contact', '/privacy-choices'] as const;

export const routeFiles: Record<string, string[]> = {
  '/': ['src/pages/HomePage.tsx'],
  '/about': ['src/pages/AboutPage.tsx'],
  '/dtc-audiences': ['src/pages/DtcAudiencesPage.tsx'],
  '/privacy-by-design': ['src/pages/PrivacyByDesignPage.tsx'],
  '/resources': ['src/pages/ResourcesPage.tsx'],
  '/resources/page/:page': ['src/pages/ResourcesPage.tsx'],
  '/resources/:slug': ['src/pages/ArticlePage.tsx'],
  '/privacy': ['src/pages/PrivacyPolicyPage.tsx'],
  '/terms': ['src/pages/TermsPage.tsx'],
  '/contact': ['src/app/FormProviders.tsx', 'src/pages/ContactPage.tsx'],
  '/privacy-choices': ['src/app/FormProviders.tsx', 'src/pages/PrivacyChoicesPage.tsx'],
  '*': ['src/pages/NotFoundPage.tsx'],
};

/**
 * Modules a route imports on demand to render on the client instead of over its prerendered HTML (an
 * article's body loader and block renderer): not part of a first load, but of a client-side visit, so
 * the prefetcher preloads them with the route's own.
 */
export const clientRenderFiles: Partial<Record<string, string[]>> = {
  '/resources/:slug': ['src/features/article/clientArticle.ts'],
};

/** The article slug in a path, if the path is an article's page. */
export function articleSlugOf(path: string): string | undefined {
  return routePatternFor(path) === '/resources/:slug' ? path.slice('/resources/'.length) : undefined;
}

/** The route pattern a concrete path belongs to. */
export function routePatternFor(path: string): string {
  if (path in routeFiles) return path;
  if (/^\/resources\/page\/[^/]+$/.test(path)) return '/resources/page/:page';
  if (/^\/resources\/[^/]+$/.test(path)) return '/resources/:slug';
  return '*';
}
