/** What the font subset is made from, shared by tools/subset-font.ts and its freshness test. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';

export const FONT_SOURCE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
export const FONT_DIR = 'src/assets/fonts';
export const SUBSET_FONT_FILE = 'inter-subset.woff2';
export const SUBSET_CHARS_FILE = 'inter-subset.chars.txt';
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
  const sources = [...textFiles(join(root, 'src')), join(root, 'index.html')];
  for (const file of sources) {
    for (const character of readFileSync(file, 'utf8')) {
      // Controls, whitespace beyond the space, and emoji-range symbols are never drawn with Inter.
      if (/[\p{L}\p{N}\p{P}\p{S}]/u.test(character) && character.codePointAt(0)! < 0x2fff) characters.add(character);
    }
  }
  return [...characters].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
}
