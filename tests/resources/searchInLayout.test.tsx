import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Layout } from '@/components/layout/Layout';
import ResourcesPage from '@/pages/ResourcesPage';
import { listingPage } from '@/features/resources/listingData';
import { renderWithRouter } from '../renderWithRouter';

// The listing inside the real layout, whose navigation effects (scroll, focus the h1) once ran on every
// keystroke because typing rewrites ?q=; rendering the search alone could not see that. Typing key by key
// keeps every character, the focus and the scroll position: e2e/resources.spec.ts, in Chromium.
const routes = [
  {
    element: <Layout />,
    children: [
      { path: 'resources', element: <ResourcesPage />, loader: () => listingPage(1) },
      { path: 'about', element: <h1>About page</h1> },
    ],
  },
];

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

const searchBox = () => screen.getByRole('searchbox', { name: 'Search articles' });

describe('search inside the layout', () => {
  it('a chip chosen from the keyboard keeps the focus and does not scroll', async () => {
    const user = userEvent.setup();
    renderWithRouter(routes, { path: '/resources' });
    await screen.findByRole('searchbox', { name: 'Search articles' }); // the loader has run
    const chip = screen.getByRole('button', { name: 'HIPAA' });
    chip.focus();
    await user.keyboard('{Enter}');
    expect(searchBox()).toHaveValue('HIPAA');
    expect(screen.getByRole('button', { name: 'HIPAA' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'HIPAA' })).toHaveAttribute('aria-pressed', 'true');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a real page change still scrolls to the top and focuses the new h1', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(routes, { path: '/resources' });
    await screen.findByRole('searchbox', { name: 'Search articles' }); // the loader has run
    await user.type(searchBox(), 'ai');
    // act() flushes the layout's passive effects; without it the heading can be found before they ran.
    await act(() => router.navigate('/about'));
    const heading = screen.getByRole('heading', { name: 'About page' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(heading).toHaveFocus();
  });
});
