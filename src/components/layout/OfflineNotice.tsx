import { useSyncExternalStore } from 'react';
import { isWaitingOffline, isWaitingOfflineOnServer, retryWaitingLoads, subscribeOffline } from '@/lib/chunkRecovery';

/**
 * Shown while a navigation waits on a page that cannot be fetched because the connection is gone
 * (see lib/chunkRecovery): the visitor keeps the page they are on and decides when to try again.
 */
export function OfflineNotice() {
  const waiting = useSyncExternalStore(subscribeOffline, isWaitingOffline, isWaitingOfflineOnServer);
  if (!waiting) return null;
  return (
    <div className="fixed inset-x-0 top-16 z-30 px-4 pt-3" role="alert">
      <div className="mx-auto flex max-w-xl flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-line bg-white p-4 shadow-raised">
        <p className="min-w-0 flex-1 text-[0.95rem] text-ink">
          You appear to be offline, so that page could not be loaded. Check your connection and try again.
        </p>
        <button
          type="button"
          onClick={retryWaitingLoads}
          className="inline-flex h-11 items-center rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-dark"
        >
          Retry
        </button>
      </div>
    </div>
  );
}
