// @vitest-environment node
// The font tools run in Node: jsdom's typed arrays are not the ones their WebAssembly expects.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { afterAll, describe, expect, it } from 'vitest';
import { FONT_SOURCE, fontSubset } from '../tools/fonts/subset';
import { FONT_SUBSET_ID } from '../tools/vite/fontSubset';

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

describe('the font subset follows the copy by itself', () => {
  it('a character new to the copy is in the next build’s subset; unchanged copy reuses the cut', async () => {
    const site = fixtureSite('Privacy first');
    sites.push(site);
    const before = await fontSubset(site);
    expect(before.cached).toBe(false);
    expect(before.characters).not.toContain('é');

    writeFileSync(join(site, 'src', 'more.ts'), 'export const more = "Café ½";\n');
    const after = await fontSubset(site);
    expect(after.cached).toBe(false);
    expect(after.characters).toEqual(expect.arrayContaining(['é', '½']));
    expect(after.file).not.toBe(before.file);
    expect(statSync(after.file).size).toBeGreaterThan(statSync(before.file).size);

    expect(await fontSubset(site)).toEqual({ ...after, cached: true });
  }, 60_000);

  it('the stylesheet takes its font from the subset the build cuts, not from a committed file', () => {
    const css = readFileSync(join(root, 'src', 'index.css'), 'utf8');
    expect(css).toContain(`src: url('${FONT_SUBSET_ID}') format('woff2')`);
  });

  it('the site’s subset holds every character the copy uses that Inter has, in a fraction of the full font', async () => {
    const { file, characters } = await fontSubset(root);
    expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('wOF2');
    const full = await codePoints(join(root, FONT_SOURCE));
    const subset = await codePoints(file);
    const missing = characters.filter(
      (character) => full.has(character.codePointAt(0)!) && !subset.has(character.codePointAt(0)!),
    );
    expect(missing).toEqual([]);
    // Cutting is only worth its build step while it saves most of the download.
    expect(statSync(file).size).toBeLessThan(statSync(join(root, FONT_SOURCE)).size * 0.6);
  }, 60_000);
});
