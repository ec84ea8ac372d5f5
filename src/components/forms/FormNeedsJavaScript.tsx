import type { ReactNode } from 'react';
import { Info } from 'lucide-react';

/**
 * Shown only when JavaScript is off (a <noscript>, so it needs no script or style of its own under the
 * Content-Security-Policy): the form cannot send without it, and `children` give the visitor another way
 * to reach us (their links take the site's link style). It sits above the fields, so nobody fills in a
 * form that cannot be sent.
 */
export function FormNeedsJavaScript({ children }: { children: ReactNode }) {
  return (
    // A block, so the form's spacing between its children applies to it as to the fields.
    <noscript className="block">
      <div className="flex gap-3 rounded-xl border border-line bg-surface p-4 text-ink-soft sm:p-5">
        <Info className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
        <div>
          <p className="font-semibold text-ink">This form needs JavaScript, which is turned off in your browser.</p>
          <p className="mt-1 text-sm leading-relaxed [&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4">
            {children}
          </p>
        </div>
      </div>
    </noscript>
  );
}
