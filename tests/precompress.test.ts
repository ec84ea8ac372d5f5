import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brotliQuality, precompress } from '../tools/build/precompress';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes a .gz and a .br beside each text file, each unpacking to the very same bytes', async () => {
    const page = `<!doctype html><p>${'Privacy-safe healthcare audiences. '.repeat(200)}</p>`;
    const script = `export const x = ${JSON.stringify('é€💡'.repeat(300))};`;
    writeFileSync(join(dir, 'about.html'), page);
    writeFileSync(join(dir, 'assets', 'client-abc.js'), script);

    expect(await precompress(dir)).toBe(4);
    for (const [file, text] of [
      ['about.html', page],
      ['assets/client-abc.js', script],
    ]) {
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).toString()).toBe(text);
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).toString()).toBe(text);
    }
  });

  it('leaves binary files, and text a compressed copy would not make smaller, alone', async () => {
    writeFileSync(join(dir, 'og-image.png'), Buffer.alloc(4096));
    writeFileSync(join(dir, 'robots.txt'), 'x');
    expect(await precompress(dir)).toBe(0);
    expect(existsSync(join(dir, 'og-image.png.gz'))).toBe(false);
    expect(existsSync(join(dir, 'robots.txt.gz'))).toBe(false);
  });

  it('spends brotli’s slowest setting on what every visit loads, less on what grows with the articles', () => {
    expect(brotliQuality('assets/index-Ab12Cd34.js')).toBe(11);
    expect(brotliQuality('assets/style-Ab12Cd34.css')).toBe(11);
    expect(brotliQuality('assets/body-Ab12Cd34.js')).toBe(10);
    expect(brotliQuality('resources/some-article.html')).toBe(5);
    expect(brotliQuality('resources/search/shard-3.json')).toBe(5);
  });
});
