/**
 * `npm run check:content`, also the first step of `npm run build`: checks every article against the
 * content rules (tools/content/check.ts) in a few seconds, without building the site, and exits 1 with
 * each problem's file, field and fix. The articles are loaded through a Vite server, as the build reads them.
 */
import { exitWith, withContentServer } from './contentTool.ts';

exitWith(
  () => withContentServer((content) => content.checkContent()),
  (error) => `Content check could not run: ${error instanceof Error ? error.message : String(error)}`,
);
