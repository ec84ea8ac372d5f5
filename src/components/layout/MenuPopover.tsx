import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { NavLink } from '@/components/ui/Link';
import { mainNav } from '@/config/nav';
import { cn } from '@/lib/cn';

interface MenuPopoverProps {
  /** The id its button names in `popoverTarget`. */
  id: string;
  className: string;
  listClassName?: string;
  linkClassName: string;
}

/**
 * The main navigation as a popover (the HTML `popover` attribute) that its button opens by naming it in
 * `popoverTarget`. The browser does the rest, from the first paint and without JavaScript: the button opens
 * and closes it and exposes it as expanded, Escape or a click outside closes it (focus back on the button),
 * and its links load their page. The app adds one thing: the menu is open for one page only, so it closes
 * when a link is chosen or another page is rendered (back, forward). But a page is rendered a moment after
 * its address changes (the router renders it as a transition), and a menu opened in that moment belongs to
 * the page coming in: so it remembers the address it was opened on (the first page's, if it was opened
 * before hydration).
 *
 * `hidden` with `:popover-open` shown: a browser without popovers would otherwise show the list for good.
 */
export function MenuPopover({ id, className, listClassName, linkClassName }: MenuPopoverProps) {
  const menu = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const openedOn = useRef(pathname);
  // `?.()`: a browser without popovers has no hidePopover.
  const close = () => menu.current?.hidePopover?.();
  useEffect(() => {
    if (openedOn.current !== pathname) close();
  }, [pathname]);

  return (
    <nav
      ref={menu}
      id={id}
      popover="auto"
      aria-label="Main"
      onBeforeToggle={(event) => {
        if (event.newState === 'open') openedOn.current = window.location.pathname;
      }}
      className={cn('hidden [&:popover-open]:block', className)}
    >
      <ul className={listClassName}>
        {mainNav.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} end onClick={close} className={linkClassName}>
              {item.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
