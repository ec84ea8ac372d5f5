/**
 * `npm test`: lint and the production build; then unit and integration tests (the latter type-check a copy of the
 * checkout: tools/test/testedInCopy.ts) and the HTML checker; then the browser tests against that build. Ends with
 * each step's seconds and one line `N passed, N failed` that adds up every step's tests.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { browserVersionsLine } from './browsers.ts';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** Seconds each step took, printed at the end: where the suite's time goes. */
const seconds: string[] = [];

/**
 * Runs a stage's steps side by side; the output of each is printed whole when it ends (a lone step prints as it
 * goes). Side by side only where each step alone leaves a core mostly idle, so on two cores they use what the
 * other leaves; not the e2e and engine steps, which fill both cores and wait on pages with timeouts.
 */
async function runStage(stage: Step[]): Promise<string[]> {
  const failed = await Promise.all(
    stage.map(
      ([label, command]) =>
        new Promise<string | undefined>((done) => {
          console.log(`\n▶ ${label}: ${command}`);
          const start = Date.now();
          const alone = stage.length === 1;
          const child = spawn(command, { stdio: alone ? 'inherit' : 'pipe', shell: true });
          const output: Buffer[] = [];
          for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => output.push(chunk));
          child.on('close', (status) => {
            if (!alone) console.log(`\n▶ ${label} (output):\n${Buffer.concat(output).toString()}`);
            seconds.push(`${label} ${Math.round((Date.now() - start) / 1000)} s`);
            done(status === 0 ? undefined : label);
          });
        }),
    ),
  );
  return failed.filter((label) => label !== undefined);
}

type Counts = { passed: number; failed: number };

/** A step's report in .test-results, counted; none if the step stopped before writing it. */
function counted(file: string, count: (report: string) => Counts): Counts {
  const path = `${results}/${file}`;
  return existsSync(path) ? count(readFileSync(path, 'utf8')) : { passed: 0, failed: 0 };
}

function countVitest(report: string): Counts {
  const { numPassedTests, numFailedTests } = JSON.parse(report) as Record<string, number>;
  return { passed: numPassedTests, failed: numFailedTests };
}

function countE2e(report: string): Counts {
  const { stats } = JSON.parse(report) as { stats: { expected: number; unexpected: number; flaky: number } };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

/** The TAP report of the Firefox and WebKitGTK journeys (node's test runner). */
function countEngines(tap: string): Counts {
  const count = (label: string) => Number(tap.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  return { passed: count('pass'), failed: count('fail') + count('cancelled') };
}

type Step = [label: string, command: string];
const stages: Step[][] = [
  [
    ['lint', 'npm run lint'],
    // The production build the browser tests and the HTML checker read.
    ['build', 'tsx tools/test/ensure-browsers.ts chromium nginx && npm run build'],
  ],
  // Unit tests beside the integration tests, which copy the checkout and build it or run its commands as a
  // developer would (add a page, a form field, an article; a content deploy; the listing with 60 articles), and
  // the HTML checker over the build: each alone leaves one of two cores mostly idle (Vitest runs one worker
  // on two cores; each integration file, two at a time, mostly waits on a build or browser of its own).
  [
    [
      'unit',
      `npx vitest run --project 'unit*' --reporter=default --reporter=json --outputFile.json=${results}/unit.json`,
    ],
    [
      'integration',
      `npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=${results}/integration.json`,
    ],
    // Every page the build prerendered, through the W3C Nu HTML Checker.
    ['html', 'npm run test:html'],
  ],
  // Chromium through Playwright, against the build.
  [['e2e', 'E2E_SKIP_TESTED_IN_COPY=1 npx playwright test']],
  // The same build in Firefox ESR and WebKitGTK: alone, as their drivers wait on the page with a timeout
  // (beside the HTML checker, a WebKitGTK hydration once took longer than 16 s on a loaded machine).
  [['browsers', 'tsx tools/test/ensure-browsers.ts firefox webkit && tsx tools/test/run-engines.ts']],
];

// A browser test that fails after a browser release can then be matched to the version that ran it.
console.log(browserVersionsLine());

const failedSteps: string[] = [];
for (const stage of stages) failedSteps.push(...(await runStage(stage)));

const counts = {
  unit: counted('unit.json', countVitest),
  integration: counted('integration.json', countVitest),
  e2e: counted('e2e.json', countE2e),
  // The Nu HTML Checker's report counts one test per prerendered page (tools/test/validate-html.ts).
  html: counted('html.json', (report) => JSON.parse(report) as Counts),
  browsers: counted('engines.tap', countEngines),
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
