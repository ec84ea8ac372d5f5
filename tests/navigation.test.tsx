import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { DesktopMenu } from '@/components/layout/DesktopMenu';
import { mainNav } from '@/config/nav';
import { renderWithRouter } from './renderWithRouter';

function routesWith(menu: React.ReactElement) {
  return [
    {
      element: (
        <>
          {menu}
          <Outlet />
        </>
      ),
      children: mainNav.map((item) => ({ path: item.path, element: <h1>{item.name} page</h1> })),
    },
  ];
}

describe('DesktopMenu', () => {
  it('loads the dropdown on first use and lists every page', async () => {
    const user = userEvent.setup();
    renderWithRouter(routesWith(<DesktopMenu />), { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(mainNav.map((item) => item.name));
    await user.click(within(menu).getByRole('menuitem', { name: 'Contact' }));
    expect(await screen.findByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
