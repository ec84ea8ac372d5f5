/*
 * The prefetcher's pace, in a module of its own with no imports so the browser tests can read the same
 * numbers (src/app/prefetch.ts pulls in the route table, which they cannot load).
 */

/** Pointer rest before it counts as intent: long enough to skip a pointer passing over, short against a click. */
export const INTENT_DELAY_MS = 65;
/** Cards fetched per idle period, and per page view at most, so a long listing cannot burn a data plan. */
export const VIEWPORT_BATCH = 3;
export const VIEWPORT_LIMIT = 12;
