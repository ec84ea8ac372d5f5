/**
 * `npm run launch-check`, the step before going live (it runs after `npm run build`): lists every fact
 * awaiting the company's confirmation with the pages that show it, and fails while any remain or while
 * VITE_API_BASE_URL is empty. Some facts depend on the day (the privacy policy's age): the check reads them
 * on the build's date, or on the day given as `npm run launch-check -- --on 2026-09-03` (a planned launch).
 */
import { access, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { productionApiBaseUrl } from '../hosts/host-configs.ts';
import { readBuiltPages } from './builtPages.ts';
import { exitWith, root } from './contentTool.ts';
import { launchCheck } from './launchReport.ts';

type ServerEntry = typeof import('../../src/entry-server');

const serverEntry = join(root, '.ssr-build', 'entry-server.js');

async function main(): Promise<number> {
  await access(serverEntry).catch(() => {
    throw new Error('No build found: run `npm run build` first (npm run launch-check does).');
  });
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const on = process.argv.indexOf('--on');
  const today = on === -1 ? (await stat(serverEntry)).mtime.toISOString().slice(0, 10) : process.argv[on + 1];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today ?? '')) throw new Error('--on needs a date: --on 2026-09-03.');
  const { output, exitCode } = launchCheck({
    facts: await entry.awaitingFacts(today),
    pages: readBuiltPages(join(root, 'dist')),
    apiBaseUrl: productionApiBaseUrl(root),
  });
  console.log(output);
  return exitCode;
}

exitWith(main, (error) => (error instanceof Error ? error.message : error));
