import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { data } from 'react-router-dom';
import { Layout } from '@/components/layout/Layout';
import { RouteError } from '@/app/RouteError';
import { renderWithRouter } from './renderWithRouter';

function routesThrowing(loader: () => never) {
  return [
    {
      element: <Layout />,
      HydrateFallback: () => null,
      children: [{ errorElement: <RouteError />, children: [{ path: '/', loader, element: <p>never</p> }] }],
    },
  ];
}

describe('RouteError', () => {
  it.each([
    ['shows the error message inside the site layout', new Error('Chunk failed to load'), 'Chunk failed to load'],
    [
      'shows the status of a thrown response',
      data('gone', { status: 503, statusText: 'Service Unavailable' }),
      '503 Service Unavailable',
    ],
  ])('%s', async (_, thrown, shown) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithRouter(
      routesThrowing(() => {
        throw thrown;
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument(); // the footer: still inside the layout
  });
});
