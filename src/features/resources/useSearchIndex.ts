import { useCallback, useSyncExternalStore } from 'react';
import { SEARCH_INDEX_PATH, type ListingCard } from './listing';

export type SearchIndexState =
  { status: 'idle' | 'loading' | 'failed'; cards?: undefined } | { status: 'ready'; cards: ListingCard[] };

/** One index per page load, shared by every render; fetched on first need, again after a failure. */
let state: SearchIndexState = { status: 'idle' };
const listeners = new Set<() => void>();

function set(next: SearchIndexState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export function loadSearchIndex(): void {
  if (state.status === 'loading' || state.status === 'ready') return;
  set({ status: 'loading' });
  fetch(SEARCH_INDEX_PATH)
    .then((response) => {
      if (!response.ok) throw new Error(`${SEARCH_INDEX_PATH} answered ${response.status}`);
      return response.json() as Promise<ListingCard[]>;
    })
    .then((cards) => set({ status: 'ready', cards }))
    .catch(() => set({ status: 'failed' }));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const idle: SearchIndexState = { status: 'idle' };

/**
 * The search index of every listed article, for a listing of more than one page (one page already holds
 * every card). Nothing is fetched until `load` is called: on the search box's focus, the first keystroke,
 * or a visit with ?q=, so the listing's first load carries one page of summaries, not all of them.
 */
export function useSearchIndex(needed: boolean): [SearchIndexState, () => void] {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => idle,
  );
  const load = useCallback(() => {
    if (needed) loadSearchIndex();
  }, [needed]);
  return [needed ? current : idle, load];
}

/** For tests: forget the index between cases. */
export function resetSearchIndex(): void {
  state = { status: 'idle' };
}
