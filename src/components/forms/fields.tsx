import type { ComponentProps, ReactNode } from 'react';
import { AlertCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * Every text control shares one look: rounded, a hairline border, brand on focus, danger when invalid,
 * whether our own validation says so (aria-invalid) or the browser's (:user-invalid, on the contact form).
 */
export const controlClass =
  'mt-1.5 block w-full rounded-lg border border-line bg-white px-3.5 text-base text-ink shadow-xs transition-colors placeholder:text-muted/80 hover:border-muted/50 focus:border-brand aria-invalid:border-danger aria-invalid:bg-danger-light/40 aria-invalid:hover:border-danger user-invalid:border-danger user-invalid:hover:border-danger';

/** Single-line controls (inputs and selects) are one height. */
export const singleLineControlClass = `${controlClass} h-11`;

export function RequiredMark() {
  return (
    <span className="text-danger" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** The message under a field; `role="alert"` so it is announced when it appears. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-2 flex items-start gap-1.5 text-sm font-medium text-danger">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}

export interface TextFieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  /** The input itself; it must carry `id`, and `aria-invalid` / `aria-describedby` from `describedBy()`. */
  children: ReactNode;
}

export function TextField({ id, label, required, error, hint, className, children }: TextFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** aria-invalid and aria-describedby for a control: its hint, then its error (or another field's error it shares). */
export function describedBy(
  id: string,
  { error, hint, sharedErrorId }: { error?: string; hint?: boolean; sharedErrorId?: string },
) {
  const ids = [hint && `${id}-hint`, error ? `${id}-error` : sharedErrorId].filter(Boolean).join(' ');
  return {
    'aria-invalid': error || sharedErrorId ? (true as const) : undefined,
    'aria-describedby': ids || undefined,
  };
}

export type TextInputProps = Omit<ComponentProps<'input'>, 'id' | 'className'> & {
  id: string;
  label: string;
  error?: string;
  /** The id of another field's error that also describes this one (the agent rule). */
  sharedErrorId?: string;
  className?: string;
};

/**
 * A labelled single-line input with its error: the one way the forms render a text field. Written
 * text gets `dir="auto"` so a right-to-left name displays correctly; other props (react-hook-form's
 * `register()` result among them, ref included) go to the input.
 */
export function TextInput({ id, label, error, sharedErrorId, className, type = 'text', ...input }: TextInputProps) {
  return (
    <TextField id={id} label={label} required={input.required} error={error} className={className}>
      <input
        id={id}
        type={type}
        dir={type === 'text' ? 'auto' : undefined}
        className={singleLineControlClass}
        {...describedBy(id, { error, sharedErrorId })}
        {...input}
      />
    </TextField>
  );
}

export type ChoiceCardProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & {
  type: 'checkbox' | 'radio';
  /** The option's text, beside the control. */
  children: ReactNode;
};

/** A checkbox or radio drawn as a card: the whole card is its label and lights up when checked. */
export function ChoiceCard({ type, children, ...input }: ChoiceCardProps) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-white p-4 transition-colors hover:border-brand/60 has-[[aria-invalid=true]]:border-danger/50 has-checked:border-brand has-checked:bg-brand-light">
      <input type={type} className="mt-0.5 size-5 shrink-0 accent-brand" {...input} />
      <span>{children}</span>
    </label>
  );
}

/** A titled group of fields: a real fieldset and legend, drawn as a card. */
export function Section({
  legend,
  description,
  required,
  className,
  children,
  describedById,
}: {
  legend: string;
  description?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
  describedById?: string;
}) {
  return (
    <fieldset
      aria-describedby={describedById}
      className={cn('min-w-0 rounded-2xl border border-line bg-white p-5 shadow-card sm:p-7', className)}
    >
      <legend className="float-left w-full text-lg font-semibold tracking-tight text-ink">
        {legend}
        {required && <RequiredMark />}
      </legend>
      {description && <div className="clear-left pt-1 text-sm leading-relaxed text-muted">{description}</div>}
      <div className="clear-left pt-5">{children}</div>
    </fieldset>
  );
}
