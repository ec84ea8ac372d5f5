import { startTransition, useEffect, useState } from 'react';
import type { ListingSearch } from './searchSession';

export type SearchEngineState =
  | { status: 'idle' | 'loading' | 'failed'; session?: undefined }
  | { status: 'ready'; session: ListingSearch; version: number };

/** One search per page load, shared by every render; loaded on first need, again after a failure. */
let state: SearchEngineState = { status: 'idle' };
const listeners = new Set<() => void>();

function set(next: SearchEngineState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Whenever a shard arrives the state changes, so the listing searches again with it. */
function bump() {
  if (state.status === 'ready') set({ ...state, version: state.version + 1 });
}

/** Whether this page has already opened the search anew after a deploy: it does so once. */
let reopened = false;

/**
 * A deploy replaced the index the search was opened with: open it again, with the new base. Once: a host
 * that kept serving an old base beside new shards would otherwise have it reopen for ever.
 */
function outdated(session: ListingSearch) {
  if (state.status !== 'ready' || state.session !== session) return;
  if (reopened) {
    set({ status: 'failed' });
    return;
  }
  reopened = true;
  set({ status: 'idle' });
  loadSearchEngine();
}

/**
 * Loads the search code and the index's base: on the search box's focus, the first keystroke, or a visit
 * with ?q=, so the listing's first load carries neither.
 */
export function loadSearchEngine(): void {
  if (state.status === 'loading' || state.status === 'ready') return;
  set({ status: 'loading' });
  let opened: ListingSearch | undefined;
  import('./searchSession')
    .then(({ openListingSearch }) => openListingSearch(bump, () => opened && outdated(opened)))
    .then((session) => {
      opened = session;
      set({ status: 'ready', session, version: 0 });
    })
    .catch(() => set({ status: 'failed' }));
}

/**
 * The state as the listing renders it. A change (the index arriving, then each shard) re-renders the results
 * as a transition: with a thousand articles that render is long, and as a transition React yields to the
 * visitor's next keystroke instead of holding it up (an external store's update would render all at once).
 */
export function useSearchEngine(): [SearchEngineState, () => void] {
  // Idle while hydrating (nothing loads the search before that); on a later visit, whatever it is by then.
  const [current, setCurrent] = useState(() => state);
  useEffect(() => {
    const listener = () => startTransition(() => setCurrent(state));
    listeners.add(listener);
    // Whatever changed between the first render and this effect.
    listener();
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return [current, loadSearchEngine];
}

/** For tests: forget the search between cases. */
export function resetSearchEngine(): void {
  state = { status: 'idle' };
  reopened = false;
}
