/**
 * The Inter subset the site ships: a fixed repertoire of characters (FONT_REPERTOIRE), cut at build time
 * from the variable font, so the build never writes a tracked file. The repertoire is fixed rather than read
 * from the site's text: the stylesheet names the subset by a content hash, and the server's
 * Content-Security-Policy allows the inline stylesheet by its own hash, so a subset that followed the copy
 * would make an article with one new character need a new server config. Cached by a hash of its inputs
 * (the characters, the weights, the source font) in node_modules/.cache, so builds reuse the cut.
 * Characters outside the repertoire (typed by a visitor, or in an article) are drawn by the fallback
 * system font.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

export const FONT_SOURCE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
/** The file name the build hashes into /assets/inter-subset-<hash>.woff2 (tools/build/prerender.ts preloads it). */
export const SUBSET_FILE_NAME = 'inter-subset.woff2';
export const CACHE_DIR = 'node_modules/.cache/blueprint-font-subset';
/** The weights the design uses (regular to bold); tailwind.config.ts and the components stay within them. */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const;

const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join('');

/**
 * What English copy is written with: printable ASCII (also anything a visitor may type in English), the
 * typographic marks (dashes, curly quotes, ellipsis, bullets, the legal and trade marks), and the
 * accented letters of the words English borrows (café, naïve, señor, Zürich): 23.3 KB. The accented
 * letters add 0.9 KB of it; all of Latin-1 would add about 6 KB to every page's first load.
 */
export const FONT_REPERTOIRE: readonly string[] = [
  ...new Set(printableAscii + '–—‘’“”…·•©®™§°×€£' + 'àáâäçèéêëíîïñóôöùúü'),
].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);

/**
 * Cuts (or finds in the cache) the subset of FONT_REPERTOIRE, from the source font installed under `root`: the
 * cut font's absolute path, its characters, and whether an earlier build had already cut the same subset.
 */
export async function fontSubset(root: string) {
  const characters = [...FONT_REPERTOIRE];
  const source = readFileSync(join(root, FONT_SOURCE));
  const key = createHash('sha256')
    .update(JSON.stringify({ characters, weights: FONT_WEIGHTS }))
    .update(source)
    .digest('hex')
    .slice(0, 16);
  const file = join(root, CACHE_DIR, key, SUBSET_FILE_NAME);
  if (existsSync(file)) return { file, characters, cached: true };

  const subset = await subsetFont(source, characters.join(''), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: FONT_WEIGHTS.min, max: FONT_WEIGHTS.max } },
  });
  mkdirSync(dirname(file), { recursive: true });
  // Written beside, then renamed: a build and a test cutting the same subset at once never read half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, subset);
  writeFileSync(join(dirname(file), 'characters.txt'), `${characters.join('')}\n`);
  renameSync(partial, file);
  return { file, characters, cached: false };
}
