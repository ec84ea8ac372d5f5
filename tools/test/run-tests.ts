/**
 * `npm test`: typecheck, lint, unit tests, then the browser tests and the HTML checker against the
 * production build. Ends with one line `N passed, N failed` that adds up every step's tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { browserVersionsLine } from './browsers.ts';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** Seconds each step took, printed at the end: where the suite's time goes. */
const seconds: string[] = [];

function run(label: string, command: string): boolean {
  console.log(`\n▶ ${label}: ${command}`);
  const start = Date.now();
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true });
  seconds.push(`${label} ${Math.round((Date.now() - start) / 1000)} s`);
  return status === 0;
}

function countVitest(name: string): { passed: number; failed: number } {
  const file = `${results}/${name}.json`;
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

function countE2e(name = 'e2e'): { passed: number; failed: number } {
  const file = `${results}/${name}.json`;
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}

/** The Nu HTML Checker's report: one test per prerendered page (tools/test/validate-html.ts). */
function countHtml(): { passed: number; failed: number } {
  const file = `${results}/html.json`;
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  return JSON.parse(readFileSync(file, 'utf8')) as { passed: number; failed: number };
}

/** The TAP report of the Firefox and WebKitGTK journeys (node's test runner). */
function countEngines(): { passed: number; failed: number } {
  const file = `${results}/engines.tap`;
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const tap = readFileSync(file, 'utf8');
  const count = (label: string) => Number(tap.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  return { passed: count('pass'), failed: count('fail') + count('cancelled') };
}

const steps: Array<[string, string]> = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit', `npx vitest run --project 'unit*' --reporter=default --reporter=json --outputFile.json=${results}/unit.json`],
  // Copies of the checkout built or changed as a developer would (add a page, an article; a content deploy).
  [
    'integration',
    `npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=${results}/integration.json`,
  ],
  // Builds, then Chromium through Playwright.
  ['e2e', 'npm run test:e2e'],
  // Every page the build prerendered, through the W3C Nu HTML Checker.
  ['html', 'npm run test:html'],
  // The listing beyond one page, on a built copy with 60 articles (tools/bench/scale/).
  ['e2e-scale', 'npm run test:e2e-scale'],
  // The same build in Firefox ESR and WebKitGTK.
  ['browsers', 'tsx tools/test/ensure-browsers.ts firefox webkit && tsx tools/test/run-engines.ts'],
];

// A browser test that fails after a browser release can then be matched to the version that ran it.
console.log(browserVersionsLine());

const failedSteps: string[] = [];
for (const [label, command] of steps) {
  if (!run(label, command)) failedSteps.push(label);
}

const counts = {
  unit: countVitest('unit'),
  integration: countVitest('integration'),
  e2e: countE2e(),
  html: countHtml(),
  'e2e-scale': countE2e('e2e-scale'),
  browsers: countEngines(),
};
console.log(
  `\n${Object.entries(counts)
    .map(([label, { passed, failed }]) => `${label}: ${passed} passed, ${failed} failed`)
    .join(' · ')}`,
);
console.log(seconds.join(' · '));
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
const total = Object.values(counts).reduce((sum, c) => ({
  passed: sum.passed + c.passed,
  failed: sum.failed + c.failed,
}));
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
