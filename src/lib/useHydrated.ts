import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false while rendering on the server and during hydration, true afterwards. Browser-only state
 * (the URL's ?q=, the GPC signal) waits for it so the first client render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
