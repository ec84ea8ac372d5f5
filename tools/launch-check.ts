/**
 * `npm run launch-check`, the step before going live (it runs after `npm run build`): lists every fact
 * awaiting the company's confirmation with the pages that show it, and fails while any remain or while
 * VITE_API_BASE_URL is empty.
 */
import { access } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { readBuiltPages } from './launch-check/builtPages.ts';
import { launchCheck } from './launch-check/report.ts';

type ServerEntry = typeof import('../src/entry-server');

const root = resolve(import.meta.dirname, '..');
const serverEntry = join(root, '.ssr-build', 'entry-server.js');

async function main() {
  await access(serverEntry).catch(() => {
    throw new Error('No build found: run `npm run build` first (npm run launch-check does).');
  });
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const { VITE_API_BASE_URL: apiBaseUrl } = loadEnv('production', root, 'VITE_');
  const { output, exitCode } = launchCheck({
    facts: await entry.awaitingFacts(),
    pages: readBuiltPages(join(root, 'dist')),
    apiBaseUrl,
  });
  console.log(output);
  process.exit(exitCode);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
