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
  it('shows the error message inside the site layout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithRouter(
      routesThrowing(() => {
        throw new Error('Chunk failed to load');
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Chunk failed to load')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument(); // the footer: still inside the layout
  });

  it('shows the status of a thrown response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithRouter(
      routesThrowing(() => {
        throw data('gone', { status: 503, statusText: 'Service Unavailable' });
      }),
    );
    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument();
  });
});
