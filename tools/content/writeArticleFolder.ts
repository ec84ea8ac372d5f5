import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Creates `folder` holding `files` (name → text), all or nothing: the files are written into a staging
 * folder beside it, which is renamed into place once every file is complete. A failure part-way leaves
 * no folder behind, so it never blocks a second attempt, and nothing ever reads a half-written article.
 * Throws if `folder` already holds files.
 */
export function writeFolderAtomically(folder: string, files: Record<string, string>): void {
  // A dot folder: the article globs and the content check skip it while it is being written.
  const staging = join(dirname(folder), `.${basename(folder)}.${process.pid}.partial`);
  try {
    mkdirSync(staging, { recursive: false });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(staging, name), text);
    renameSync(staging, folder);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
