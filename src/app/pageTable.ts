/**
 * Every page of the site, declared once: its route pattern and its module under src/pages/. The route
 * table (./routes.tsx), the list of static pages (sitemap, prerender, social images), the first-load
 * budgets and preload lists (tools/build/first-load.ts) and the browser journeys all derive from this list.
 * Adding a page is one line here plus its module, which exports the page as `default` and, for a static
 * page, its title and description as `meta` (the page's <Seo> and its social image read the same object).
 *
 * Kept free of imports and of work at load time: the route table in every first load imports it, and build
 * tools read it in Node. What derives from it lives in ./pageLists.ts.
 */
export interface PageDeclaration {
  /** The route pattern, as the router matches it: '/about', '/resources/:slug', '*' for any other path. */
  path: string;
  /** The page's module: src/pages/<module>.tsx. */
  module: string;
  /** Form pages load the query client and toasts with them (src/app/FormProviders.tsx). */
  form?: true;
  /**
   * Modules a client-side visit asks for together with the page's own, to render what a first load
   * keeps from its prerendered HTML (an article's body loader and block renderer); ./routes.tsx imports them.
   */
  clientRender?: string[];
}

export const pageTable = [
  { path: '/', module: 'HomePage' },
  { path: '/about', module: 'AboutPage' },
  { path: '/dtc-audiences', module: 'DtcAudiencesPage' },
  { path: '/privacy-by-design', module: 'PrivacyByDesignPage' },
  { path: '/resources', module: 'ResourcesPage' },
  { path: '/privacy', module: 'PrivacyPolicyPage' },
  { path: '/privacy-choices', module: 'PrivacyChoicesPage', form: true },
  { path: '/terms', module: 'TermsPage' },
  { path: '/consumer-health-data-privacy-policy', module: 'ConsumerHealthDataPolicyPage' },
  { path: '/contact', module: 'ContactPage', form: true },
  { path: '/resources/page/:page', module: 'ResourcesPage' },
  { path: '/resources/:slug', module: 'ArticlePage', clientRender: ['src/features/article/clientArticle.ts'] },
  { path: '*', module: 'NotFoundPage' },
] as const satisfies readonly PageDeclaration[];

export const pageFile = (module: string) => `src/pages/${module}.tsx`;

// The table's route patterns, as the type every internal link is checked against (src/config/pagePaths.ts).
declare module '@/config/pagePaths' {
  interface PageRoutes {
    pattern: (typeof pageTable)[number]['path'];
  }
}
