import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight, ExternalLink as ExternalIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { ExternalLink } from './ExternalLink';

const variants = {
  primary: 'bg-brand text-white hover:bg-brand-dark shadow-sm',
  secondary: 'border border-line bg-white text-ink hover:border-brand hover:text-brand-dark',
  inverse: 'bg-white text-brand-darker hover:bg-brand-light shadow-sm',
} as const;

export interface ButtonLinkProps {
  /** A site path ('/contact') or an https URL (opens in a new tab). */
  to: string;
  children: ReactNode;
  variant?: keyof typeof variants;
  size?: 'md' | 'lg';
  className?: string;
}

/** A link styled as a button: the site's calls to action. */
export function ButtonLink({ to, children, variant = 'primary', size = 'md', className }: ButtonLinkProps) {
  const classes = cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    size === 'lg' ? 'h-13 px-7 text-base' : 'h-11 px-5 text-[0.95rem]',
    variants[variant],
    className,
  );
  if (/^https?:\/\//.test(to)) {
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
