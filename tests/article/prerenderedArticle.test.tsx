import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
// Testing Library's act marks the test as an act environment, as hydration's follow-up render needs.
import { act, waitFor } from '@testing-library/react';
import ArticlePage, { loader } from '@/pages/ArticlePage';
import { loadArticle } from '@/content/articles/load';
import { bylineOf } from '@/content/authors';
import { articleDataBlock } from '@/features/article/articleDataBlock.build';
import { takePrerenderedArticle } from '@/features/article/prerenderedArticle';

const SLUG = 'compliance-not-privacy';
const PATH = `/resources/${SLUG}`;
const LINKED = '/resources/healthline-case-healthcare-marketers';

const routes: RouteObject[] = [
  { path: '/resources/:slug', Component: ArticlePage, loader, HydrateFallback: () => null },
  { path: '*', element: <p>Another page</p> },
];

/** What the prerender writes for the article: its HTML, and the data block in the head. */
async function prerender(): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${PATH}`));
  if (context instanceof Response) throw new Error('unexpected response');
  const html = renderToString(
    <HelmetProvider context={{}}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </HelmetProvider>,
  );
  const article = (await loadArticle(SLUG))!;
  document.head.insertAdjacentHTML('beforeend', articleDataBlock(article.meta, article.body));
  return html;
}

let root: Root | undefined;
let container: HTMLElement;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  document.getElementById('article-data')?.remove();
});

/** The article's prerendered page, hydrated as on a first visit, and its router. */
async function hydratedPage() {
  const html = await prerender();
  const router = createMemoryRouter(routes, { initialEntries: [PATH] });
  await waitFor(() => expect(router.state.initialized).toBe(true));
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(
      container,
      <HelmetProvider>
        <RouterProvider router={router} />
      </HelmetProvider>,
    );
  });
  return router;
}

const link = (name: string) =>
  [...container.querySelectorAll('a')].find((anchor) => anchor.textContent === name) as HTMLAnchorElement;

// That hydration keeps the served body as it is, without a warning, and that a page rendered afresh shows the
// body from its chunk: e2e/article-hydration.spec.ts and e2e/translators.spec.ts, in Chromium.
describe('an article hydrated over its prerendered HTML', () => {
  it('navigates on the client from a link inside the kept body, but not on a modified click', async () => {
    const router = await hydratedPage();
    const healthline = link('Healthline case');
    // A modified click is the browser's (a new tab): the router stays where it is.
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => void healthline.dispatchEvent(modified));
    expect(router.state.location.pathname).toBe(PATH);

    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => void healthline.dispatchEvent(plain));
    expect(plain.defaultPrevented).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe(LINKED));
  });
});

describe('takePrerenderedArticle', () => {
  it('gives the data once, and only for its own article', async () => {
    const article = (await loadArticle(SLUG))!;
    document.head.insertAdjacentHTML('beforeend', articleDataBlock(article.meta, article.body));
    expect(takePrerenderedArticle('another-article')).toBeUndefined();
    document.head.insertAdjacentHTML('beforeend', articleDataBlock(article.meta, article.body));
    expect(takePrerenderedArticle(SLUG)).toEqual({
      meta: article.meta,
      byline: bylineOf(article.meta.author),
      runs: [null],
    });
    expect(takePrerenderedArticle(SLUG)).toBeUndefined();
  });
});
