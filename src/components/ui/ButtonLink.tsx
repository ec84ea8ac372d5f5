import type { ReactNode } from 'react';
import { ArrowRight, ExternalLink as ExternalIcon } from 'lucide-react';
import { isExternalHref, type ExternalHref, type InternalHref } from '@/config/pagePaths';
import { cn } from '@/lib/cn';
import { ExternalLink } from './ExternalLink';
import { Link } from './Link';

/** The colours and sizes of `.btn` (src/index.css). */
const variants = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  inverse: 'btn-inverse',
  outlineOnDark: 'btn-outline-on-dark',
} as const;
const sizes = { sm: 'btn-sm', md: 'btn-md', lg: 'btn-lg' } as const;

export interface ButtonLinkProps {
  /** A page of this site ('/contact', typed against the page table) or an https URL (opens in a new tab). */
  to: InternalHref | ExternalHref;
  children: ReactNode;
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string;
}

/** A link styled as a button: the site's calls to action. */
export function ButtonLink({ to, children, variant = 'primary', size = 'md', className }: ButtonLinkProps) {
  const classes = cn('btn', sizes[size], variants[variant], className);
  if (isExternalHref(to)) {
    return (
      <ExternalLink href={to} className={classes}>
        {children}
        <ExternalIcon className="size-4" aria-hidden="true" />
      </ExternalLink>
    );
  }
  return (
    <Link to={to} className={classes}>
      {children}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}
