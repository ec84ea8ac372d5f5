import { cn } from '@/lib/cn';

const variants = {
  primary: 'bg-brand text-white hover:bg-brand-dark shadow-sm',
  secondary: 'border border-line bg-white text-ink hover:border-brand hover:text-brand-dark',
  inverse: 'bg-white text-brand-darker hover:bg-brand-light shadow-sm',
  /** A white outline on the dark brand surfaces. */
  outlineOnDark: 'border border-white/30 text-white hover:bg-white/10',
} as const;

const sizes = {
  sm: 'min-h-10 px-4 text-sm',
  md: 'min-h-11 px-5 text-[0.95rem]',
  lg: 'min-h-13 px-7 text-base',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/**
 * The look of every link styled as a button. Give no variant to colour it yourself (a brand's own colours).
 *
 * Reflow (WCAG 2.2 SC 1.4.10): a minimum height, never a fixed one, and never wider than its container, so
 * a label too long for a 320 px screen takes another line instead of pushing the page sideways. It wraps at
 * spaces first and inside a word (a web address) only when a word alone is wider than the button. Nothing
 * is cut off: the whole label stays on screen and stays the link's accessible name.
 */
export function buttonClass({ variant, size = 'md' }: { variant?: ButtonVariant; size?: ButtonSize } = {}) {
  return cn(
    'inline-flex max-w-full items-center justify-center gap-2 rounded-lg py-2 text-center font-semibold leading-snug wrap-anywhere transition-colors',
    sizes[size],
    variant && variants[variant],
  );
}
