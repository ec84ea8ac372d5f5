/**
 * A copy of a checkout as a fresh clone would have it: the files git would commit (tracked or new, not
 * ignored), with node_modules linked rather than copied. For the scale copies (tools/bench/scale/make-copy.ts) and
 * the tests that run the project's own commands without touching this checkout (tests/support/checkoutCopy.ts).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

const COMMITTABLE = ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--deduplicate'];

/** Copies `checkout` into `out` (which may exist; nothing in it is removed). */
export function copyCheckoutInto(checkout: string, out: string): void {
  const files = execFileSync('git', COMMITTABLE, { cwd: checkout, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    try {
      cpSync(join(checkout, file), join(out, file));
    } catch (error) {
      // Deleted in the working tree but not yet in the index: absent from the copy too.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  // rm -r of the copy removes the link itself, never what it points to.
  symlinkSync(join(checkout, 'node_modules'), join(out, 'node_modules'), 'dir');
}
