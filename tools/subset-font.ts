/**
 * `npm run fonts`: cuts Inter down to the characters the site's own text uses and to the weights it
 * uses (400–700), writing src/assets/fonts/inter-subset.woff2 and, beside it, the characters it holds.
 *
 * Why committed rather than made at build: Vite must see the final file to hash it; a font rewritten
 * after the build would keep a stale immutable URL. tests/fonts.test.ts fails when a source file uses a
 * character the subset lacks, so the file cannot silently fall behind the copy.
 * Characters a visitor types that are not in the subset are drawn by the fallback system font.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import subsetFont from 'subset-font';
import {
  FONT_DIR,
  FONT_SOURCE,
  FONT_WEIGHTS,
  SUBSET_CHARS_FILE,
  SUBSET_FONT_FILE,
  usedCharacters,
} from './font-config.ts';

const root = resolve(import.meta.dirname, '..');
const characters = usedCharacters(root);
const source = readFileSync(resolve(root, FONT_SOURCE));
const subset = await subsetFont(source, characters.join(''), {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: FONT_WEIGHTS.min, max: FONT_WEIGHTS.max } },
});
writeFileSync(resolve(root, FONT_DIR, SUBSET_FONT_FILE), subset);
writeFileSync(resolve(root, FONT_DIR, SUBSET_CHARS_FILE), `${characters.join('')}\n`);
console.log(
  `fonts: ${characters.length} characters, weights ${FONT_WEIGHTS.min}–${FONT_WEIGHTS.max}: ` +
    `${(source.length / 1024).toFixed(1)} KB → ${(subset.length / 1024).toFixed(1)} KB`,
);
