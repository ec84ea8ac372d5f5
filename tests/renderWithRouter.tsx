import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

/** Renders an element (or a route table) inside a memory data router, as the app does. */
export function renderWithRouter(ui: ReactElement | RouteObject[], { path = '/' }: { path?: string } = {}) {
  const routes = Array.isArray(ui) ? ui : [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <HelmetProvider>
      <RouterProvider router={router} />
    </HelmetProvider>,
  );
  return { ...result, router };
}
