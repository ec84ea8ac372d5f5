import type { ComponentPropsWithoutRef } from 'react';

/** A link that leaves the site: new tab, no opener, no referrer (privacy hygiene). */
export function ExternalLink({ children, ...props }: Omit<ComponentPropsWithoutRef<'a'>, 'target' | 'rel'>) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
