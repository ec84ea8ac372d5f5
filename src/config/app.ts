/**
 * Behaviour constants the client fixed, in one place for the providers that use them. The client also
 * fixed tooltip delays and data-request retries (docs/requirements.md, Behaviour), which the site has no
 * use for yet: no tooltip, and no data read through a query.
 */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

export const TOAST_VISIBLE_MAX = 3;
export const TOAST_DURATION_MS = 4000;
