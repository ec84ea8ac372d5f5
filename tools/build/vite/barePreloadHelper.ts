import type { Plugin } from 'vite';

/** The module Vite imports its preload helper from, in every chunk with a dynamic import. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps every dynamic import in a helper that first preloads the imported chunk's dependencies. With
 * `build.modulePreload: false` and one stylesheet attached to no chunk (vite.config.ts) the list it is given
 * is always empty, and no option removes the helper (about 0.7 KB gzip of every page's entry): this stands
 * in for it with a bare call. What the helper did besides, announcing a failed import as a
 * `vite:preloadError` event before rethrowing it, nothing here listens for; the error is thrown just the same.
 */
export function barePreloadHelper(): Plugin {
  return {
    name: 'blueprint:bare-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id === PRELOAD_HELPER) return 'export const __vitePreload = (load) => load();';
    },
  };
}
