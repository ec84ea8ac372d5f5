import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
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
import { afterEach, describe, expect, it, vi } from 'vitest';
// Testing Library's act marks the test as an act environment, as hydration's follow-up render needs.
import { act, waitFor } from '@testing-library/react';
import ArticlePage, { loader } from '@/pages/ArticlePage';
import { loadArticle } from '@/content/articles/load';
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

async function initializedRouter() {
  const router = createMemoryRouter(routes, { initialEntries: [PATH] });
  await waitFor(() => expect(router.state.initialized).toBe(true));
  return router;
}

let root: Root | undefined;
let container: HTMLElement;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  document.getElementById('article-data')?.remove();
});

function mountPoint(html = ''): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

const app = (router: ReturnType<typeof createMemoryRouter>) => (
  <HelmetProvider>
    <RouterProvider router={router} />
  </HelmetProvider>
);

/** The article's prerendered page, hydrated as on a first visit; the router, and the body as it was served. */
async function hydratedPage() {
  const html = await prerender();
  const router = await initializedRouter();
  const served = mountPoint(html).querySelector('article')!.innerHTML;
  await act(async () => {
    root = hydrateRoot(container, app(router));
  });
  return { router, served };
}

const link = (name: string) =>
  [...container.querySelectorAll('a')].find((anchor) => anchor.textContent === name) as HTMLAnchorElement;

describe('an article hydrated over its prerendered HTML', () => {
  it('leaves the body as the prerender wrote it, without a warning', async () => {
    const errors = vi.spyOn(console, 'error');
    const { served } = await hydratedPage();
    // Hydration adds only what needs JavaScript (ShareLinks' Copy link); everything else stays as served.
    const hydrated = container.querySelector('article')!.cloneNode(true) as HTMLElement;
    const added = [...hydrated.querySelectorAll('button')].filter((button) => button.textContent === 'Copy link');
    expect(added).toHaveLength(1);
    added[0].remove();
    expect(hydrated.innerHTML).toBe(served);
    expect(container.textContent).toContain('Checkbox opt-outs that failed');
    expect(errors).not.toHaveBeenCalled();
  });

  it('navigates on the client from a link inside the kept body, but not on a modified click', async () => {
    const { router } = await hydratedPage();
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

  it('renders the body from its chunk when React renders the page afresh instead of hydrating', async () => {
    await prerender();
    const router = await initializedRouter();
    mountPoint();
    await act(async () => {
      root = createRoot(container);
      root.render(app(router));
    });
    await waitFor(() => expect(container.textContent).toContain('Checkbox opt-outs that failed'));
    expect(link('Healthline case')).toBeDefined();
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
      byline: { name: 'Jeremy Mittler', title: 'CEO' },
      runs: [null],
    });
    expect(takePrerenderedArticle(SLUG)).toBeUndefined();
  });
});
