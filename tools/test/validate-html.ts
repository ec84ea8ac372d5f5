/**
 * `npm run test:html` (after a build): the W3C Nu HTML Checker (vnu.jar, run by the system's Java) over
 * every prerendered page in dist/. Each page is one test: it passes with no error; warnings are printed
 * and never fail it. Writes .test-results/html.json, which `npm test` counts.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { htmlFilesOf } from '../hosts/redirects.ts';
import { describeMessage, pageResults, type NuMessage } from './html-check/report.ts';

const DIST = resolve('dist');
const REPORT = '.test-results/html.json';

/** vnu-jar's main export is the path of the jar. */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

const pages = htmlFilesOf(DIST).map((file) => join(DIST, file));
if (pages.length === 0) {
  console.error('No page in dist/: run `npm run build` first.');
  process.exit(1);
}

// JSON goes to stderr; the exit status is ours to decide from the messages.
const checker = spawnSync(
  process.env.JAVA || 'java',
  ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...pages],
  {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  },
);
if (checker.error || checker.status !== 0) {
  console.error(`The Nu HTML Checker did not run: ${checker.error?.message ?? checker.stderr}`);
  process.exit(1);
}
const { messages } = JSON.parse(checker.stderr) as { messages: NuMessage[] };

const results = pageResults(DIST, pages, messages);
for (const { page, errors, warnings } of results) {
  console.log(`${errors.length ? '✗' : '✓'} ${page}${warnings.length ? ` (${warnings.length} warnings)` : ''}`);
  for (const message of errors) console.log(`    error: ${describeMessage(page, message)}`);
  for (const message of warnings) console.log(`    warning: ${describeMessage(page, message)}`);
}
const failed = results.filter((result) => result.errors.length > 0).length;
const passed = results.length - failed;
mkdirSync('.test-results', { recursive: true });
writeFileSync(REPORT, JSON.stringify({ passed, failed }));
console.log(`\nNu HTML Checker: ${passed} pages without error, ${failed} with errors`);
process.exit(failed ? 1 : 0);
