/** Behaviour constants the client fixed (tooltip delays, data cache and retries, toasts), in one place for
 * the providers that use them. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 3;
/** Backoff for failed data requests: 1 s, doubling, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export const TOAST_VISIBLE_MAX = 3;
export const TOAST_DURATION_MS = 4000;
