import type { ComponentPropsWithoutRef } from 'react';
import * as review from '@/components/review/standIns';

const REVIEW = import.meta.env.MODE === 'review';

/** A link that leaves the site: new tab, no opener, no referrer (privacy hygiene). */
export function ExternalLink({ children, ...props }: Omit<ComponentPropsWithoutRef<'a'>, 'target' | 'rel'>) {
  // A stand-in address (a booking page, a profile) is marked around its link.
  if (REVIEW)
    return (
      <review.StandIn value={props.href}>
        <a {...props} target="_blank" rel="noopener noreferrer">
          {children}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </review.StandIn>
    );
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
