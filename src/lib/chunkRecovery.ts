/**
 * Code-split pages fail in two ordinary ways, and neither is an application error:
 * - after a deploy, an open tab asks for hashed chunks that no longer exist: a full page load of the
 *   target fetches the new HTML, which is complete without JavaScript and names the new chunks;
 * - offline, nothing can be fetched: reloading would show the browser's own offline page, so the
 *   visitor keeps the page they are on and gets a notice with a Retry button (OfflineNotice).
 *
 * `recoverable` wraps each dynamic import behind a navigation. It never rejects for those two cases:
 * the router caches a lazy route's promise, and a rejected one would fail that route for good.
 */

const RELOAD_MARK = 'blueprint:reload-for-chunk';
/** A second reload for the same address within this window means the deploy itself is broken: stop. */
const RELOAD_GUARD_MS = 60_000;

type Listener = () => void;

/** The address the router is moving to (or is on), set by the app once its router exists. */
let navigationTarget: () => string = () => window.location.href;
let offline = false;
let retryNow: () => void = () => {};
let retried = Promise.resolve();
const listeners = new Set<Listener>();

function setOffline(value: boolean) {
  if (offline === value) return;
  offline = value;
  listeners.forEach((listener) => listener());
}

function armRetry() {
  retried = new Promise<void>((resolve) => {
    retryNow = () => {
      setOffline(false);
      resolve();
    };
  });
}
armRetry();

export function setNavigationTarget(target: () => string) {
  navigationTarget = target;
}

/** For useSyncExternalStore: whether a navigation is waiting on the network. */
export function subscribeOffline(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const isWaitingOffline = () => offline;
export const isWaitingOfflineOnServer = () => false;

/** The notice's Retry button, and every new navigation: each load that waits on the network tries again. */
export function retryWaitingLoads() {
  const release = retryNow;
  armRetry();
  release();
}

/**
 * The page's path without its query or fragment: what the probe and the reload ask for. A query can hold what
 * the visitor typed (a search), which has no place in the server's access log.
 */
const pathOf = (href: string) => new URL(href, window.location.href).pathname;

/** Offline, not merely missing: a request for the page itself does not get an answer. */
async function cannotReach(href: string): Promise<boolean> {
  if (!navigator.onLine) return true;
  try {
    await fetch(pathOf(href), { method: 'HEAD', cache: 'no-store' });
    return false;
  } catch {
    return true;
  }
}

/** A full page load of `href`, unless one was just tried for the same address. */
function reloadOnce(href: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOAD_MARK) ?? 'null') as { href: string; at: number } | null;
    if (last && last.href === href && Date.now() - last.at < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOAD_MARK, JSON.stringify({ href, at: Date.now() }));
  } catch {
    return false; // No storage, no guard against a loop: better an error page than reloading forever.
  }
  window.location.assign(href);
  return true;
}

export function recoverable<T>(load: () => Promise<T>): () => Promise<T> {
  return () => attempt(load);
}

/** `target` is the address this load was first needed for: later navigations do not change it. */
async function attempt<T>(load: () => Promise<T>, target?: string): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (typeof window === 'undefined') throw error;
    const neededFor = target ?? navigationTarget();
    // A load left behind by a navigation the visitor has since replaced neither reloads nor shows the
    // notice: it waits quietly for the next retry (a later navigation to its page starts one).
    const leftBehind = () => navigationTarget() !== neededFor;
    if (leftBehind() || (await cannotReach(neededFor))) {
      const retry = retried;
      if (!leftBehind()) setOffline(true);
      await retry;
      return attempt(load, neededFor);
    }
    // Reachable, so the chunk is gone (a deploy replaced it): the page is being replaced, keep the router waiting.
    if (reloadOnce(pathOf(neededFor))) return new Promise<never>(() => {});
    throw error;
  }
}
