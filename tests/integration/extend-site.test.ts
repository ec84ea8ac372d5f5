/**
 * A page is one declaration plus its module, and a form field is one entry in its form's table: nothing else
 * to edit. The integration tests' one build is of a copy with a new page, a new field in each form and 60
 * articles (tests/support/siteExtensions.ts). There the page gets its route, its prerendered file, its sitemap
 * entry and its social card; the fields are rendered, validated, sent, accepted by the local forms endpoint and
 * confirmed (a generated test drives the real forms in jsdom); and the whole copy type-checks, its forms' unit
 * tests pass and its forms' browser tests pass against its build, as do the listing's beyond its first page
 * (e2e/scale/). `npm test` type-checks and runs the forms' browser tests here only (tools/test/testedInCopy.ts).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { buildEnvironment, run } from '../support/checkoutCopy';
import { PAGE } from '../support/siteExtensions';
import { freePort } from '../../tools/test/freePort';
import { FORMS_BROWSER_TESTS } from '../../tools/test/testedInCopy';

const copy = inject('builtCheckout');
const read = (file: string) => readFileSync(join(copy, file), 'utf8');

describe('a page declared once in src/app/pageTable.ts', () => {
  it('is prerendered at its own path, with its title and the site layout', () => {
    const html = read(`dist${PAGE.path}.html`);
    expect(html).toContain('<title>Questions and Answers | Blueprint</title>');
    expect(html).toContain('<h1>Questions and Answers</h1>');
    expect(html).toContain('<meta name="description" content="What people ask us most often."/>');
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toContain('"/assets/QuestionsPage-'); // its own lazy chunk, preloaded on its first load
  });

  it('is in the sitemap, has its own social image, and the route → module list names its chunk', () => {
    expect(read('dist/sitemap.xml')).toMatch(/<loc>[^<]*\/questions<\/loc>/);
    expect(existsSync(join(copy, 'dist/og/questions.png'))).toBe(true);
    expect(read('dist/questions.html')).toMatch(/<meta property="og:image" content="[^"]*\/og\/questions\.png"/);
    const modules = JSON.parse(read('dist/route-modules.json')) as Record<string, string[]>;
    expect(modules[PAGE.path]?.some((file) => /\/QuestionsPage-[\w-]+\.js$/.test(file))).toBe(true);
  });
});

describe('the copy with a new page, a new field in each form and 60 articles', () => {
  // tsc beside Vitest: each fills one core. The copy's browser tests follow, one run at a time.
  describe.concurrent('type-check and unit tests', () => {
    it('type-checks, the new page’s path included: a link to it passes, a mistyped one does not', async () => {
      // tsc prints nothing but the errors it finds.
      const { status, output } = await runInCopy('npx', ['tsc', '--noEmit', '-p', '.']);
      expect({ status, output: output.trim() }).toEqual({ status: 0, output: '' });
    }, 300_000);

    it('renders, validates, sends and confirms the new fields, and the forms’ unit tests all pass', async () => {
      const files = readdirSync(join(copy, 'tests/forms'))
        .filter((file) => /\.test\.tsx?$/.test(file))
        .map((file) => `tests/forms/${file}`);
      // Both halves of the unit tests: the forms' files run in jsdom or in Node (vitest.config.ts).
      const { status, output } = await runInCopy('npx', ['vitest', 'run', '--project', 'unit*', ...files]);
      expect(status, output).toBe(0);
      expect(output).toMatch(/Test Files\s+\d+ passed \(\d+\)/);
      expect(output).not.toMatch(/\d+ failed/);
      // The generated file's six tests among them.
      expect(output).toMatch(/added-field\.test\.tsx \(6 tests\)/);
    }, 600_000);
  });

  it('leaves the forms’ browser tests green against its build', async () => {
    // Served at the origin the build was given as its forms API, so the local endpoint answers the forms.
    await expectPlaywrightGreen(FORMS_BROWSER_TESTS, new URL(inject('builtApi')).port);
  }, 900_000);

  it('pages its listing and searches every page of it (e2e/scale/, against its build)', async () => {
    await expectPlaywrightGreen(['-c', 'playwright.scale.config.ts'], String(await freePort()));
  }, 300_000);
});

/**
 * Runs Playwright in the copy against its build, served on `port`; fails unless every test passed. Playwright's
 * own files go outside the copy, which the other integration tests read and copy meanwhile.
 */
async function expectPlaywrightGreen(args: string[], port: string) {
  const results = mkdtempSync(join(tmpdir(), 'blueprint-extend-site-results-'));
  try {
    const playwright = ['playwright', 'test', ...args, '--reporter=line', '--output', results];
    const { status, output } = await runInCopy('npx', playwright, { E2E_PORT: port });
    expect(status, output).toBe(0);
    expect(output).toMatch(/\d+ passed/);
    expect(output).not.toMatch(/\d+ (failed|flaky|skipped|did not run|interrupted)/);
  } finally {
    rmSync(results, { recursive: true, force: true });
  }
}

/** Runs a command in the copy: its output, and how it ended (0, or the exit code, signal or spawn error). */
async function runInCopy(command: string, args: string[], env: Record<string, string> = {}) {
  type End = { stdout?: string; stderr?: string; code?: number | string; signal?: string | null };
  const options = { cwd: copy, env: buildEnvironment({ NO_COLOR: '1', FORCE_COLOR: '0', ...env }), maxBuffer: 2 ** 26 };
  const result: End = await run(command, args, options).then(
    (end) => ({ ...end, code: 0 }),
    (error: End) => error,
  );
  // eslint-disable-next-line no-control-regex -- colour codes, should a reporter add them anyway
  const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`.replace(/\u001b\[[0-9;]*m/g, '');
  return { status: result.signal ?? result.code, output };
}
