import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps as RouterLinkProps,
  type NavLinkProps as RouterNavLinkProps,
} from 'react-router-dom';
import type { InternalHref } from '@/config/pagePaths';

/*
 * The router's links, their addresses held to the site's pages (src/config/pagePaths.ts): a mistyped path
 * does not compile. Lint keeps the router's own Link and NavLink out of every other module.
 */

export interface LinkProps extends Omit<RouterLinkProps, 'to'> {
  to: InternalHref;
}

export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={to} {...props} />;
}

export interface NavLinkProps extends Omit<RouterNavLinkProps, 'to'> {
  to: InternalHref;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={to} {...props} />;
}
