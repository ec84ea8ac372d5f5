/**
 * The Inter subset the site ships: cut at build time from the characters the site's own text uses, so it
 * follows the copy by itself and no editor ever runs a font command. Cached by a hash of its inputs (the
 * characters, the weights, the source font) in node_modules/.cache, so a build with unchanged copy reuses
 * the last cut instead of spending seconds on it; the build never writes a tracked file.
 * Characters a visitor types that are not in the subset are drawn by the fallback system font.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import subsetFont from 'subset-font';

export const FONT_SOURCE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
/** The file name the build hashes into /assets/inter-subset-<hash>.woff2 (tools/prerender.ts preloads it). */
export const SUBSET_FILE_NAME = 'inter-subset.woff2';
export const CACHE_DIR = 'node_modules/.cache/blueprint-font-subset';
/** The weights the design uses (regular to bold); tailwind.config.ts and the components stay within them. */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const;

const TEXT_FILES = new Set(['.ts', '.tsx', '.css', '.html']);

function* textFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* textFiles(path);
    else if (TEXT_FILES.has(extname(name))) yield path;
  }
}

/** Printable ASCII (anything a visitor may type in English), plus every other character in src/ and index.html. */
export function usedCharacters(root: string): string[] {
  const characters = new Set<string>();
  for (let code = 0x20; code < 0x7f; code++) characters.add(String.fromCharCode(code));
  const sources = [...textFiles(join(root, 'src')), join(root, 'index.html')].filter(existsSync);
  for (const file of sources) {
    for (const character of readFileSync(file, 'utf8')) {
      // Controls, whitespace beyond the space, and emoji-range symbols are never drawn with Inter.
      if (/[\p{L}\p{N}\p{P}\p{S}]/u.test(character) && character.codePointAt(0)! < 0x2fff) characters.add(character);
    }
  }
  return [...characters].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
}

export interface FontSubset {
  /** Absolute path of the cut font. */
  file: string;
  characters: string[];
  /** Whether an earlier build had already cut the same subset. */
  cached: boolean;
}

/** Cuts (or finds in the cache) the subset for the characters the site under `root` uses. */
export async function fontSubset(root: string): Promise<FontSubset> {
  const characters = usedCharacters(root);
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
