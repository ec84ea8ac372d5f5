import { realpathSync } from 'node:fs';
import { dirname } from 'node:path';
import { searchForWorkspaceRoot, type Plugin } from 'vite';
import { fontSubset, SUBSET_FILE_NAME } from '../fonts/subset.ts';

/** What src/index.css names the font by; resolved here to the subset cut for this build. */
export const FONT_SUBSET_ID = `@font-subset/${SUBSET_FILE_NAME}`;

/**
 * Cuts the Inter subset of the site's fixed repertoire before anything is bundled (tools/build/fonts/subset.ts)
 * and points FONT_SUBSET_ID at it.
 */
export function fontSubsetPlugin(root: string): Plugin {
  return {
    name: 'blueprint:font-subset',
    async config() {
      const { file, characters, cached } = await fontSubset(root);
      if (!cached) console.info(`font subset: cut Inter to its ${characters.length} characters`);
      return {
        resolve: { alias: [{ find: FONT_SUBSET_ID, replacement: file }] },
        server: { fs: { allow: [searchForWorkspaceRoot(root), dirname(realpathSync(file))] } },
      };
    },
  };
}
