import type { LoaderFunction, Params, RouteObject, ShouldRevalidateFunction } from 'react-router-dom';
import { Layout } from '@/components/layout/Layout';
import { recoverable } from '@/lib/chunkRecovery';
import { awaitsHydration } from '@/features/article/prerenderedArticle';
import { RouteError } from './RouteError';

/** What a page module exports: the page, and optionally its loader and what to fetch ahead of a visit. */
export type PageModule = {
  default: React.ComponentType;
  loader?: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
  prefetch?: (params: Params) => Promise<unknown>;
};

/** The bare import behind a lazy route, for prefetching (app/prefetch.ts). */
export type PrefetchableLazy = { prefetch: () => Promise<PageModule> };

/**
 * A lazily loaded page: its module's default export becomes the route's Component, its `loader` the
 * route's loader. The router's load goes through recoverable() (a deploy or a lost connection is not an
 * error); the bare import rides along for prefetching, where a failure is nobody's problem.
 */
function page(load: () => Promise<PageModule>): RouteObject['lazy'] & PrefetchableLazy {
  const loadPage = recoverable(load);
  const lazy = async () => {
    const { default: Component, loader, shouldRevalidate } = await loadPage();
    return { Component, loader, shouldRevalidate };
  };
  return Object.assign(lazy, { prefetch: load });
}

/**
 * An article's page module. Unless the page is hydrating over its prerendered body, it also needs the
 * body's loader and renderer: both are asked for at once, not one after the other (a round trip less on a
 * click that prefetch did not see coming). Should that request fail, the page's loader asks again.
 */
function importArticlePage() {
  if (!awaitsHydration()) import('@/features/article/clientArticle').catch(() => undefined);
  return import('@/pages/ArticlePage');
}

/** Static paths of the site (the article pages are added from the content registry; see paths.ts). */
export const staticPaths = [
  '/',
  '/about',
  '/dtc-audiences',
  '/privacy-by-design',
  '/resources',
  '/privacy',
  '/privacy-choices',
  '/terms',
  '/contact',
] as const;

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        // Pathless so an error renders inside the layout, with header and footer.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: page(() => import('@/pages/HomePage')) },
          { path: 'about', lazy: page(() => import('@/pages/AboutPage')) },
          { path: 'dtc-audiences', lazy: page(() => import('@/pages/DtcAudiencesPage')) },
          { path: 'privacy-by-design', lazy: page(() => import('@/pages/PrivacyByDesignPage')) },
          { path: 'resources', lazy: page(() => import('@/pages/ResourcesPage')) },
          { path: 'resources/page/:page', lazy: page(() => import('@/pages/ResourcesPage')) },
          { path: 'resources/:slug', lazy: page(importArticlePage) },
          { path: 'privacy', lazy: page(() => import('@/pages/PrivacyPolicyPage')) },
          { path: 'terms', lazy: page(() => import('@/pages/TermsPage')) },
          {
            // Query client, toasts and tooltips are only needed where the forms are, so they load with them.
            lazy: page(() => import('./FormProviders')),
            children: [
              { path: 'contact', lazy: page(() => import('@/pages/ContactPage')) },
              { path: 'privacy-choices', lazy: page(() => import('@/pages/PrivacyChoicesPage')) },
            ],
          },
          { path: '*', lazy: page(() => import('@/pages/NotFoundPage')) },
        ],
      },
    ],
  },
];
