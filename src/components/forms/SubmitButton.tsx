import { useId, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/useHydrated';
import { ScriptWaitNote } from '@/components/ui/ScriptWaitNote';

export const SUBMITTING = 'Submitting...';

/**
 * A form's submit button. Its name is the form's label in every state but one: while the submission is
 * in flight it is disabled and shows a spinner with 'Submitting...'.
 *
 * Until the app has hydrated the page, the form cannot send: the button is disabled, so neither a click
 * nor Enter in a field makes the browser submit the form itself, and a note beside it (ScriptWaitNote)
 * says why; the form's note above the fields then says how else to reach us (FormNeedsJavaScript).
 *
 * A page translator wraps text in elements of its own, and React cannot then remove a text node it
 * placed next to other children. So the label is the only child of an element that stays, and only that
 * element's text changes; the icons around it are elements.
 */
export function SubmitButton({
  busy,
  label,
  icon,
  className,
}: {
  busy: boolean;
  /** The button's name, e.g. 'Send Message'. */
  label: string;
  /** Shown after the label, except while submitting. */
  icon?: ReactNode;
  className?: string;
}) {
  const ready = useHydrated();
  const noteId = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <button
        type="submit"
        disabled={busy || !ready}
        aria-describedby={ready ? undefined : noteId}
        className={cn(
          'inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand px-7 font-semibold text-white shadow-sm transition-colors hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-brand/75',
          className,
        )}
      >
        {busy && <Loader2 className="size-5 animate-spin" aria-hidden="true" />}
        <span>{busy ? SUBMITTING : label}</span>
        {!busy && icon}
      </button>
      {!ready && <ScriptWaitNote id={noteId} />}
    </div>
  );
}
