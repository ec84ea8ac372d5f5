/**
 * A content deploy never needs a new server config. In a copy of the integration tests' one production
 * build (tests/support/builtCheckout.ts, with a forms API): an article added with `npm run new-article` (its text holding characters and words the site had not
 * used, some of them also the names of Tailwind utilities), then a second build. The second build's
 * pages must run under the first build's policy: every inline script and stylesheet is allowed by a hash
 * the first build's `_headers` and nginx block already name, the build reports no change of headers, and
 * in Chromium, with a real nginx running the first build's block over the second build's files, both
 * forms hydrate and submit and the new article hydrates (e2e/nginx/journeys.spec.ts, with its guard that
 * fails on any CSP or Trusted Types violation).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NGINX_OUTPUT } from '../../tools/hosts/host-configs';
import { inlineScriptHashes, inlineStyleHashes } from '../../tools/hosts/security-headers';
import { buildEnvironment, removeCopy, run } from '../support/checkoutCopy';
import { builtEnvironment, copyBuiltCheckout } from '../support/builtCheckout';
import { freePort } from '../../tools/test/freePort';

const TITLE = 'Sepia, grayscale and other words an ordinal article may isolate';
const SLUG = 'sepia-grayscale-and-other-words-an-ordinal-article-may-isolate';
/** Characters no page had (one of them outside the font's repertoire) and utility names as plain words. */
const NEW_TEXT = 'Æsir ½ café naïve: grayscale, sepia, isolate, ordinal, slashed-zero, tabular-nums, blur, invert. ';

let copy: string;
const read = (file: string) => readFileSync(join(copy, file), 'utf8');
const first: { headers?: string; nginx?: string } = {};
let secondBuildOutput = '';

async function build(): Promise<string> {
  const { stdout, stderr } = await run('npm', ['run', 'build'], {
    cwd: copy,
    env: builtEnvironment(inject('builtApi')),
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout + stderr;
}

/** The sources a Content-Security-Policy directive allows, from the first policy in a config file. */
function sources(config: string, directive: 'script-src' | 'style-src'): string[] {
  const value = new RegExp(`Content-Security-Policy:? "?[^\\n]*?${directive} ([^;"\\n]*)`).exec(config);
  if (!value) throw new Error(`No ${directive} in the config.`);
  return value[1].trim().split(/\s+/);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
}

beforeAll(async () => {
  copy = copyBuiltCheckout(inject('builtCheckout'), 'blueprint-content-deploy-');
  first.headers = read('dist/_headers');
  first.nginx = read(NGINX_OUTPUT);

  await run('npm', ['run', 'new-article', '--', TITLE], { cwd: copy, env: buildEnvironment() });
  const body = `src/content/articles/${SLUG}/body.ts`;
  const draft = read(body);
  const opening = "'Start with what the reader";
  expect(draft).toContain(opening);
  writeFileSync(
    join(copy, body),
    draft.replace(opening, () => `'${NEW_TEXT}Start with what the reader`),
  );
  secondBuildOutput = await build();
}, 600_000);
afterAll(() => removeCopy(copy));

describe('a build that only added an article', () => {
  it('has the new article, with the text that was new to the site', () => {
    expect(read(`dist/resources/${SLUG}.html`)).toContain(NEW_TEXT.trim());
  });

  it('carries no inline script or stylesheet that the first build’s _headers and nginx block do not allow', () => {
    const pages = htmlFiles(join(copy, 'dist'));
    expect(pages.length).toBeGreaterThan(20);
    for (const config of [first.headers!, first.nginx!]) {
      const scripts = sources(config, 'script-src');
      const styles = sources(config, 'style-src');
      for (const page of pages) {
        const html = read(join('dist', page));
        expect(
          inlineScriptHashes(html).filter((hash) => !scripts.includes(hash)),
          page,
        ).toEqual([]);
        expect(
          inlineStyleHashes(html).filter((hash) => !styles.includes(hash)),
          page,
        ).toEqual([]);
      }
    }
  });

  it('sends the same headers; the one line it prints is about the new page’s redirects, not the policy', () => {
    expect(read('dist/_headers')).toBe(first.headers);
    expect(secondBuildOutput).not.toMatch(/Security headers changed/);
    expect(secondBuildOutput).toMatch(
      /Pages changed since the previous build \(1 added\): reinstall \.deploy\/nginx\.conf/,
    );
  });

  it('hydrates both forms and the new article in Chromium, served by nginx with the first build’s block', async () => {
    // As `npm run test:e2e` does: Chromium and nginx from Debian's packages, or a message saying what to install.
    await run('npx', ['tsx', 'tools/test/ensure-browsers.ts', 'chromium', 'nginx'], {
      cwd: copy,
      env: buildEnvironment(),
    });
    writeFileSync(join(copy, NGINX_OUTPUT), first.nginx!);
    const journeys = [`/resources/${SLUG} hydrates`, '/contact hydrates', '/privacy-choices hydrates', 'form sends'];
    const port = await freePort();
    const { stdout } = await run(
      'npx',
      ['playwright', 'test', 'e2e/nginx/journeys.spec.ts', '--reporter=line', '--grep', journeys.join('|')],
      { cwd: copy, env: buildEnvironment({ E2E_PORT: String(port) }), maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`The journeys failed under the first build's policy:\n${error.stdout}\n${error.stderr}`);
    });
    // Each journey named above ran and passed.
    expect(stdout).toMatch(new RegExp(`\\b${journeys.length} passed\\b`));
  }, 180_000);
});
