/** Joins class names, skipping falsy values (so `cond && 'class'` reads naturally). */
export function cn(...classes: unknown[]): string {
  return classes.filter((value): value is string => typeof value === 'string' && value !== '').join(' ');
}
