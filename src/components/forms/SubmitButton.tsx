import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A form's submit button (spec §8): while the submission is in flight it is disabled and shows a
 * spinner with 'Submitting...'.
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
  return (
    <button
      type="submit"
      disabled={busy}
      className={cn(
        'inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand px-7 font-semibold text-white shadow-sm transition-colors hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-brand/75',
        className,
      )}
    >
      {busy ? (
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
