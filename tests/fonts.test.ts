// The font tools run in Node: jsdom's typed arrays are not the ones their WebAssembly expects.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { afterAll, describe, expect, it } from 'vitest';
import { FONT_REPERTOIRE, FONT_SOURCE, fontSubset } from '../tools/build/fonts/subset';
import { FONT_SUBSET_ID } from '../tools/build/vite/fontSubset';

const root = resolve(import.meta.dirname, '..');

/** The code points a woff2 font maps to glyphs (its cmap), read with the same tools the subsetter uses. */
async function codePoints(woff2: string): Promise<Set<number>> {
  const sfnt = await fontverter.convert(readFileSync(woff2), 'sfnt');
  return new Set(new Face(new Blob(sfnt)).collectUnicodes());
}

/** A site of one source file, with its own copy of the source font and its own cache. */
function fixtureSite(text: string): string {
  const site = mkdtempSync(join(tmpdir(), 'font-subset-'));
  mkdirSync(join(site, 'src'));
  writeFileSync(join(site, 'src', 'copy.ts'), `export const copy = ${JSON.stringify(text)};\n`);
  mkdirSync(dirname(join(site, FONT_SOURCE)), { recursive: true });
  cpSync(join(root, FONT_SOURCE), join(site, FONT_SOURCE));
  return site;
}

const sites: string[] = [];
afterAll(() => sites.forEach((site) => rmSync(site, { recursive: true, force: true })));

describe('the font subset', () => {
  it('is cut from a fixed repertoire: new characters in the copy change nothing; an unchanged cut is reused', async () => {
    const site = fixtureSite('Privacy first');
    sites.push(site);
    const before = await fontSubset(site);
    writeFileSync(join(site, 'src', 'more.ts'), 'export const more = "Æsir ½ café";\n');
    const after = await fontSubset(site);
    expect(after).toEqual({ ...before, cached: true });
    expect(readFileSync(after.file)).toEqual(readFileSync(before.file));
    expect(after.characters).toEqual([...FONT_REPERTOIRE]);
  }, 60_000);

  it('the stylesheet takes its font from the subset the build cuts, not from a committed file', () => {
    const css = readFileSync(join(root, 'src', 'index.css'), 'utf8');
    expect(css).toContain(`src: url('${FONT_SUBSET_ID}') format('woff2')`);
  });

  it('holds every character of the repertoire, in a fraction of the full font', async () => {
    const { file } = await fontSubset(root);
    expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('wOF2');
    const full = await codePoints(join(root, FONT_SOURCE));
    const subset = await codePoints(file);
    const codes = FONT_REPERTOIRE.map((character) => character.codePointAt(0)!);
    // The source font has every one of them, and so does the cut.
    expect(codes.filter((code) => !full.has(code))).toEqual([]);
    expect(codes.filter((code) => !subset.has(code))).toEqual([]);
    // Cutting is only worth its build step while it saves most of the download.
    expect(statSync(file).size).toBeLessThan(statSync(join(root, FONT_SOURCE)).size * 0.6);
  }, 60_000);
});
