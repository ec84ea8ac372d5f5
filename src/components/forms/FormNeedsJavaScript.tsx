import type { ReactNode } from 'react';
import { Info } from 'lucide-react';
import { useHydrated } from '@/lib/useHydrated';

function Note({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-xl border border-line bg-surface p-4 text-ink-soft sm:p-5">
      <Info className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
      <div>
        <p className="font-semibold text-ink">{title}</p>
        <p className="mt-1 text-sm leading-relaxed [&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4">
          {children}
        </p>
      </div>
    </div>
  );
}

/**
 * What a form says when it cannot send for want of JavaScript, with `children` giving the visitor another
 * way to reach us (their links take the site's link style). It sits above the fields, so nobody fills in
 * a form that cannot be sent.
 *
 * - JavaScript off: a <noscript>, so it needs no script or style of its own under the
 *   Content-Security-Policy.
 * - JavaScript on but the app's script not arrived after a while (blocked by an extension or a proxy):
 *   a note in the prerendered page that CSS shows once the wait is over (`once-script-late` in
 *   index.css). The app removes it when it hydrates.
 */
export function FormNeedsJavaScript({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <>
      {/* A block, so the form's spacing between its children applies to it as to the fields. */}
      <noscript className="block">
        <Note title="This form needs JavaScript, which is turned off in your browser.">{children}</Note>
      </noscript>
      {!hydrated && (
        <div className="once-script-late noscript:animate-none">
          <Note title="This form needs JavaScript, which has not loaded in your browser.">{children}</Note>
        </div>
      )}
    </>
  );
}
