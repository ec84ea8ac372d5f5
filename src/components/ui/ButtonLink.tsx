import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight, ExternalLink as ExternalIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { buttonClass, type ButtonSize, type ButtonVariant } from './buttonClass';
import { ExternalLink } from './ExternalLink';

export interface ButtonLinkProps {
  /** A site path ('/contact') or an https URL (opens in a new tab). */
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** A link styled as a button: the site's calls to action. */
export function ButtonLink({ to, children, variant = 'primary', size = 'md', className }: ButtonLinkProps) {
  const classes = cn(buttonClass({ variant, size }), className);
  if (/^https?:\/\//.test(to)) {
    return (
      <ExternalLink href={to} className={classes}>
        {children}
        <ExternalIcon className="size-4 shrink-0" aria-hidden="true" />
      </ExternalLink>
    );
  }
  return (
    <Link to={to} className={classes}>
      {children}
      <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
    </Link>
  );
}
