/**
 * `npm test`: typecheck, lint, unit tests, then the browser tests against the production build.
 * Ends with one line `N passed, N failed` that adds up the unit and e2e tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(label: string, command: string): boolean {
  console.log(`\n▶ ${label}: ${command}`);
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true });
  return status === 0;
}

function countUnit(): { passed: number; failed: number } {
  const file = `${results}/unit.json`;
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

function countE2e(): { passed: number; failed: number } {
  const file = `${results}/e2e.json`;
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}

const steps: Array<[string, string]> = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit', `npx vitest run --reporter=default --reporter=json --outputFile.json=${results}/unit.json`],
  ['e2e', 'npm run test:e2e'],
];

const failedSteps: string[] = [];
for (const [label, command] of steps) {
  if (!run(label, command)) failedSteps.push(label);
}

const unit = countUnit();
const e2e = countE2e();
console.log(`\nunit: ${unit.passed} passed, ${unit.failed} failed · e2e: ${e2e.passed} passed, ${e2e.failed} failed`);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
