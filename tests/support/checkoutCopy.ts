import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { copyCheckoutInto } from '../../tools/test/checkout-copy';

export const run = promisify(execFile);
export const repo = resolve(import.meta.dirname, '../..');

/**
 * A temporary copy of this checkout as a fresh clone would have it (what git would commit, with
 * node_modules linked), for tests that run the project's own commands without touching this one.
 */
export function copyCheckout(prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  copyCheckoutInto(repo, copy);
  return copy;
}

/** rm removes the node_modules link itself, never what it points to. */
export function removeCopy(copy: string | undefined) {
  if (copy) rmSync(copy, { recursive: true, force: true });
}

/** This process's environment without anything that would change a build: VITE_*, and NODE_ENV=test from Vitest. */
export function buildEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([name]) => !/^(VITE_|VITEST|NODE_ENV$)/.test(name));
  return { ...Object.fromEntries(inherited), ...extra };
}
