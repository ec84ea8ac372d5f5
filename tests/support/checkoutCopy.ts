import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

export const run = promisify(execFile);
export const repo = resolve(import.meta.dirname, '../..');

/** Files git would commit from this checkout: tracked or new, not ignored. */
const COMMITTABLE = ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--deduplicate'];

/**
 * A temporary copy of this checkout as a fresh clone would have it (what git would commit, with
 * node_modules linked), for tests that run the project's own commands without touching this one.
 */
export async function copyCheckout(prefix: string): Promise<string> {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  const { stdout } = await run('git', COMMITTABLE, { cwd: repo });
  for (const file of stdout.split('\0').filter(Boolean)) {
    try {
      cpSync(join(repo, file), join(copy, file));
    } catch (error) {
      // Deleted in the working tree but not yet in the index: absent from the copy too.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'), 'dir');
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
