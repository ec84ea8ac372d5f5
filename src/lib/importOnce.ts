/**
 * A dynamic import that, once it has succeeded, answers every later call with the same settled promise.
 *
 * Why: in Chromium every `import()` call settles in a task of its own, even for a module loaded long ago
 * (after a queued timer or message). A client-side navigation that imports its page, its renderer and
 * its body, all prefetched, would wait three tasks, and React spends them re-rendering the page being
 * left. Awaiting a settled promise takes a microtask, so the new page renders at once.
 *
 * A prefetch and a navigation share the memo by calling the same wrapped function. A failed import is
 * forgotten: the next call (a retry, lib/chunkRecovery) imports afresh.
 */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
