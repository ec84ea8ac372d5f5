import type { Plugin, Rolldown } from 'vite';
import { SUBMISSIONS_FILE } from './formsEndpoint.ts';

type BundleFile =
  | Pick<Rolldown.OutputChunk, 'type' | 'fileName' | 'moduleIds' | 'code'>
  | Pick<Rolldown.OutputAsset, 'type' | 'fileName' | 'originalFileNames' | 'source'>;

/** The module Vite puts in a browser build for a Node built-in: an empty object, so the code breaks when it runs. */
const BROWSER_EXTERNAL = '__vite-browser-external';
const DATA_FOLDER = /(?:^|[\\/])\.data[\\/]/;

/**
 * What a browser build's files hold that only build time may: a Node built-in's stand-in, or the forms'
 * submissions (a file of .data/, where older checkouts kept them, or any mention of submissions.jsonl).
 * One line per finding; none for a clean build.
 */
export function buildTimeLeaks(files: Iterable<BundleFile>): string[] {
  const leaks: string[] = [];
  for (const file of files) {
    const names = [file.fileName, ...(file.type === 'chunk' ? file.moduleIds : file.originalFileNames)];
    const content = file.type === 'chunk' ? file.code : Buffer.from(file.source as Uint8Array).toString('latin1');
    if (names.some((name) => name.includes(BROWSER_EXTERNAL))) leaks.push(`${file.fileName}: a Node built-in`);
    if (names.some((name) => DATA_FOLDER.test(name)) || content.includes(SUBMISSIONS_FILE))
      leaks.push(`${file.fileName}: the forms' submissions`);
  }
  return leaks;
}

/**
 * Fails the client build when buildTimeLeaks finds anything: the lint's build boundary
 * (tools/lint/buildBoundary.js) checks the imports, this checks what the bundler made of them.
 */
export function browserBundleCheck(): Plugin {
  return {
    name: 'blueprint:browser-bundle-check',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_, bundle) {
      const leaks = buildTimeLeaks(Object.values(bundle));
      if (leaks.length) this.error(`The browser bundle holds build-time code or data:\n${leaks.join('\n')}`);
    },
  };
}
