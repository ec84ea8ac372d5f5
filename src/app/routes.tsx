import {
  Outlet,
  type LoaderFunction,
  type Params,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import { Layout } from '@/components/layout/Layout';
import { RenderAfresh } from '@/components/layout/RenderAfresh';
import { recoverable } from '@/lib/chunkRecovery';
import { awaitsHydration } from '@/features/article/prerenderedArticle';
import { pageFile, pageTable, type PageDeclaration } from './pageTable';
import { RouteError } from './RouteError';
import * as review from '@/components/review/standIns';

const REVIEW = import.meta.env.MODE === 'review';

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
 *
 * A module a prefetch already brought is used as it is, not imported again: in Chromium every `import()`
 * settles in a task of its own, even for a module loaded long ago, and React spends that task
 * re-rendering the page being left (see lib/importOnce.ts).
 */
function page(load: () => Promise<PageModule>): RouteObject['lazy'] & PrefetchableLazy {
  let loaded: PageModule | undefined;
  const prefetch = () => load().then((module) => (loaded = module));
  const loadPage = recoverable(prefetch);
  const lazy = async () => {
    const { default: Component, loader, shouldRevalidate } = loaded ?? (await loadPage());
    return { Component: REVIEW ? review.withStandInsMarked(Component) : Component, loader, shouldRevalidate };
  };
  return Object.assign(lazy, { prefetch });
}

/** Every page module, one lazy chunk each (the bundler turns each entry into its own import). */
const pageModules = import.meta.glob<PageModule>('/src/pages/*.tsx');

/**
 * What a client-side visit asks for with the page's own module (PageDeclaration.clientRender): an article
 * renders its body itself unless it is hydrating over the prerendered one. Both are asked for at once, not
 * one after the other (a round trip less on a click that prefetch did not see coming); should the extra
 * request fail, the page's loader asks again.
 */
const clientRenderModules = import.meta.glob('/src/features/article/clientArticle.ts');

function pageLoader(declaration: PageDeclaration): () => Promise<PageModule> {
  const load = pageModules[`/${pageFile(declaration.module)}`];
  if (!load) throw new Error(`src/app/pageTable.ts: no module ${pageFile(declaration.module)}`);
  const companions = (declaration.clientRender ?? []).map((file) => {
    const companion = clientRenderModules[`/${file}`];
    if (!companion) throw new Error(`${file} is not among src/app/routes.tsx's clientRenderModules`);
    return companion;
  });
  if (companions.length === 0) return load;
  return () => {
    if (!awaitsHydration()) for (const companion of companions) companion().catch(() => undefined);
    return load();
  };
}

/** The route of a declared page, its path relative to the layout's. */
function pageRoute(declaration: PageDeclaration): RouteObject {
  const lazy = page(pageLoader(declaration));
  return declaration.path === '/' ? { index: true, lazy } : { path: declaration.path.slice(1) || '*', lazy };
}

const declarations: readonly PageDeclaration[] = pageTable;

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        // Pathless so an error renders inside the layout, with header and footer. A page that throws as it
        // renders or updates is rendered afresh instead (RenderAfresh); the error view is left for routing
        // failures, and for a page that throws again.
        element: (
          <RenderAfresh>
            <Outlet />
          </RenderAfresh>
        ),
        errorElement: <RouteError />,
        children: [
          ...declarations.filter((declaration) => !declaration.form).map(pageRoute),
          {
            // Query client, toasts and tooltips are only needed where the forms are, so they load with them.
            lazy: page(() => import('./FormProviders')),
            children: declarations.filter((declaration) => declaration.form).map(pageRoute),
          },
        ],
      },
    ],
  },
];
