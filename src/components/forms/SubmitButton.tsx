import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/useHydrated';

/**
 * A form's submit button: while the submission is in flight it is disabled and shows a
 * spinner with 'Submitting...'.
 *
 * Until the app has hydrated the page, the form cannot send: the button is disabled, so neither a click
 * nor Enter in a field makes the browser submit the form itself, and it says why. Without JavaScript it
 * never becomes ready; the form's note tells the visitor how else to reach us (FormNeedsJavaScript).
 */
export function SubmitButton({
  busy,
  children,
  className,
}: {
  busy: boolean;
  children: ReactNode;
  className?: string;
}) {
  const ready = useHydrated();
  return (
    <button
      type="submit"
      disabled={busy || !ready}
      className={cn(
        'inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand px-7 font-semibold text-white shadow-sm transition-colors hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-brand/75',
        className,
      )}
    >
      {!ready ? (
        <>
          <span className="inline-flex items-center gap-2 noscript:hidden">
            <Loader2 className="size-5 animate-spin" aria-hidden="true" />
            Loading… one moment
          </span>
          <span className="hidden noscript:inline">Needs JavaScript</span>
        </>
      ) : busy ? (
        <>
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          Submitting...
        </>
      ) : (
        children
      )}
    </button>
  );
}
