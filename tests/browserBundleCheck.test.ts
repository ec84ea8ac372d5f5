import { expect, it } from 'vitest';
import { buildTimeLeaks } from '../tools/build/vite/browserBundleCheck';

const chunk = (fileName: string, moduleIds: string[], code = '') => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  code,
});
const asset = (fileName: string, originalFileNames: string[], source: string | Uint8Array = '') => ({
  type: 'asset' as const,
  fileName,
  originalFileNames,
  source,
});

it('passes a browser build of browser code', () => {
  const files = [
    chunk('assets/index-a1.js', ['/site/src/main.tsx', '/site/node_modules/react/index.js'], 'export {};'),
    asset('assets/inter-b2.woff2', ['node_modules/@fontsource/inter/a.woff2'], new Uint8Array([0, 1, 2])),
  ];
  expect(buildTimeLeaks(files)).toEqual([]);
});

it('names each file holding a Node built-in’s stand-in or the forms’ submissions', () => {
  const files = [
    chunk('assets/__vite-browser-external-c3.js', []),
    chunk('assets/index-a1.js', ['/site/src/main.tsx', '__vite-browser-external']),
    chunk('assets/notes-d4.js', ['/site/.data/notes.txt?raw']),
    chunk('assets/store-e5.js', ['/site/src/lib/store.ts'], 'const file = "submissions.jsonl";'),
    asset('assets/records-f6.txt', ['.data/records.txt']),
    asset('assets/copy-g7.bin', [], new TextEncoder().encode('…submissions.jsonl…')),
  ];
  expect(buildTimeLeaks(files)).toEqual([
    'assets/__vite-browser-external-c3.js: a Node built-in',
    'assets/index-a1.js: a Node built-in',
    "assets/notes-d4.js: the forms' submissions",
    "assets/store-e5.js: the forms' submissions",
    "assets/records-f6.txt: the forms' submissions",
    "assets/copy-g7.bin: the forms' submissions",
  ]);
});
