/**
 * The integration tests' one production build (vitest.config.ts's globalSetup): a copy of this checkout as a
 * fresh clone would have it, extended as a developer would (a new page, a new field in each form:
 * tests/support/siteExtensions.ts), committed as its own git repository, built once with a forms API and
 * VERCEL=1 (so it also writes Vercel's output). Tests that only read a build read this copy; a test that changes
 * a build copies it first (copyBuiltCheckout).
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildEnvironment, copyCheckout, removeCopy, run } from './checkoutCopy';
import { extendSite } from './siteExtensions';
import { freePort } from '../../tools/test/freePort';

declare module 'vitest' {
  export interface ProvidedContext {
    builtCheckout: string;
    builtApi: string;
  }
}

/**
 * The environment the shared copy was built with (a later build of a copy of it uses the same). Its forms
 * API is the address its own preview server will have (the port is free when the build starts), so the
 * forms' browser tests run against this build: the local endpoint answers at that origin.
 */
export const builtEnvironment = (api: string) => buildEnvironment({ VITE_API_BASE_URL: api, VERCEL: '1' });

/** A throwaway identity, whatever the machine's git configuration says. */
const SNAPSHOT = ['-c', 'user.name=test', '-c', 'user.email=test@example.test', '-c', 'commit.gpgsign=false'];

/** A private copy of the built checkout (its dist/, .build/ and git history included), for a test that changes it. */
export function copyBuiltCheckout(built: string, prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  cpSync(built, copy, { recursive: true, verbatimSymlinks: true });
  return copy;
}

let copy: string | undefined;

export async function setup(project: TestProject) {
  copy = copyCheckout('blueprint-built-');
  extendSite(copy);
  const git = (...args: string[]) => run('git', args, { cwd: copy });
  await git('init', '-q');
  await git('add', '-A');
  await git(...SNAPSHOT, 'commit', '-qm', 'snapshot');
  const api = `http://127.0.0.1:${await freePort()}`;
  await run('npm', ['run', 'build'], { cwd: copy, env: builtEnvironment(api), maxBuffer: 64 * 1024 * 1024 });
  project.provide('builtCheckout', copy);
  project.provide('builtApi', api);
}

export function teardown() {
  removeCopy(copy);
}
