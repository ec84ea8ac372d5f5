/**
 * `npm run test:browsers` (after a build): the journeys of e2e/engines/ in Firefox ESR and WebKitGTK,
 * side by side, under a virtual display (WebKitGTK draws a real window). Writes a TAP report that
 * `npm test` counts.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { browserVersionsLine } from './browsers.ts';

mkdirSync('.test-results', { recursive: true });
console.log(browserVersionsLine());
const { status } = spawnSync(
  'xvfb-run',
  [
    '-a',
    'node',
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=2',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    '--test-reporter-destination=.test-results/engines.tap',
    'e2e/engines/firefox.test.ts',
    'e2e/engines/webkit.test.ts',
  ],
  { stdio: 'inherit' },
);
process.exit(status ?? 1);
