import { mkdirSync, renameSync, rmdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where a client build's manifest is kept: beside its output folder, never inside it, one per folder (dist/ and
 * the review build's dist-review/). */
export function manifestFile(outDir: string): string {
  return join(dirname(outDir), '.build', `${basename(outDir)}-manifest.json`);
}

/**
 * The client build's manifest (which chunk each source module became) is what the prerender, the
 * first-load budgets and route-modules.json are computed from, but it is not a file to publish: it maps
 * the whole source tree. Vite writes it only inside the output folder, so once the bundle is on disk this
 * moves it to manifestFile(outDir), where every tool reads it (tools/build/first-load.ts).
 */
export function manifestOutsideOutput(): Plugin {
  let outDir = '';
  let written = '';
  return {
    name: 'blueprint:manifest-outside-output',
    apply: 'build',
    configResolved(config) {
      const { manifest, ssr } = config.build;
      if (ssr || !manifest) return;
      outDir = resolve(config.root, config.build.outDir);
      written = join(outDir, typeof manifest === 'string' ? manifest : '.vite/manifest.json');
    },
    writeBundle() {
      if (!written) return;
      mkdirSync(dirname(manifestFile(outDir)), { recursive: true });
      renameSync(written, manifestFile(outDir));
      rmdirSync(dirname(written));
    },
  };
}
