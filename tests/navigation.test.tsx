import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { MobileMenu } from '@/components/layout/MobileMenu';
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

describe('MobileMenu', () => {
  it('toggles the list with aria-expanded and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    renderWithRouter(routesWith(<MobileMenu />), { path: '/' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).toBeNull(); // hidden

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(mainNav.map((item) => item.name));

    await user.click(within(nav).getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderWithRouter(routesWith(<MobileMenu />), { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.tab(); // into the list
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

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
