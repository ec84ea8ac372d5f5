import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_DIR, SUBSET_CHARS_FILE, SUBSET_FONT_FILE, usedCharacters } from '../tools/font-config';

const root = resolve(import.meta.dirname, '..');

describe('the font subset', () => {
  it('holds every character the site’s source uses (else run `npm run fonts`)', () => {
    const subset = new Set(readFileSync(resolve(root, FONT_DIR, SUBSET_CHARS_FILE), 'utf8').trimEnd());
    const missing = usedCharacters(root).filter((character) => !subset.has(character));
    expect(missing, `characters missing from the font subset; run npm run fonts`).toEqual([]);
  });

  it('is a real woff2 file well under the 100 KB image/font ceiling', () => {
    const file = resolve(root, FONT_DIR, SUBSET_FONT_FILE);
    expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(statSync(file).size).toBeLessThan(40 * 1024);
  });
});
