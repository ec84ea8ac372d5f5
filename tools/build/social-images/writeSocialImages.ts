/**
 * Build step (called by tools/build/prerender.ts): writes every page's social image into dist/ (dist/og/…png and
 * the default dist/og-image.png) and the square logo the structured data names (dist/logo.png).
 *
 * A card is redrawn only when its inputs change: each PNG is cached under node_modules/.cache/og-cards/,
 * named by a hash of the card's words, the design inputs (brand, host, mark) and the renderer itself
 * (this folder's code, the colours, the fonts, the library versions). The build writes nothing else.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import type { SocialImageToDraw } from '../../../src/app/socialImages.build.ts';
import { site } from '../../../src/config/site.ts';
import { drawPool } from './drawPool.ts';
import { FONT_FILES, type CardDesign } from './drawSocialImage.ts';

const root = resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);
export const CACHE_DIR = join(root, 'node_modules', '.cache', 'og-cards');
const MARK = join(root, 'public', 'favicon.svg');

/** Everything besides a card's words that changes its pixels. */
function rendererFingerprint(): string {
  const hash = createHash('sha256');
  const here = import.meta.dirname;
  for (const file of readdirSync(here).sort()) hash.update(readFileSync(join(here, file)));
  hash.update(readFileSync(join(root, 'tailwind.config.ts')));
  for (const { path } of FONT_FILES) hash.update(readFileSync(path));
  for (const pkg of ['satori', '@resvg/resvg-js']) hash.update(`${pkg}@${require(`${pkg}/package.json`).version}`);
  return hash.digest('hex');
}

function cardKey(item: SocialImageToDraw, design: CardDesign, fingerprint: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ card: item.card, design, fingerprint }))
    .digest('hex')
    .slice(0, 32);
}

/** 'https://www.blueprintaudiences.com' -> 'blueprintaudiences.com', as people say it. */
export function displayHost(siteUrl: string): string {
  return new URL(siteUrl).host.replace(/^www\./, '');
}

async function runPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

export async function writeSocialImages(
  dist: string,
  cards: SocialImageToDraw[],
  siteUrl: string,
  { cacheDir = CACHE_DIR }: { cacheDir?: string } = {},
) {
  const started = performance.now();
  const markSvg = await readFile(MARK, 'utf8');
  const design: CardDesign = { brandName: site.brand, markSvg, host: displayHost(siteUrl) };
  const fingerprint = rendererFingerprint();
  await mkdir(cacheDir, { recursive: true });
  const cached = new Set(await readdir(cacheDir));

  const jobs = cards.map((item) => ({ item, cacheFile: `${cardKey(item, design, fingerprint)}.png` }));
  // Pages with the same card share one drawing.
  const toDraw = [...new Map(jobs.filter((job) => !cached.has(job.cacheFile)).map((job) => [job.cacheFile, job]))];
  if (toDraw.length) {
    const pool = drawPool();
    try {
      await runPool(toDraw, pool.concurrency, async ([cacheFile, { item }]) => {
        // Written aside and renamed, so a build stopped halfway never leaves a broken PNG in the cache.
        const partial = join(cacheDir, `${cacheFile}.${process.pid}.partial`);
        await writeFile(partial, await pool.draw(item.card, design));
        await rename(partial, join(cacheDir, cacheFile));
      });
    } finally {
      await pool.close();
    }
  }
  await Promise.all(
    jobs.map(async ({ item, cacheFile }) => {
      const target = join(dist, item.image.slice(1));
      await mkdir(dirname(target), { recursive: true });
      await copyFile(join(cacheDir, cacheFile), target);
    }),
  );
  // Keep the cache to what this build uses, so it cannot grow without bound.
  const used = new Set(jobs.map((job) => job.cacheFile));
  await Promise.all([...cached].filter((file) => !used.has(file)).map((file) => rm(join(cacheDir, file))));

  // The square logo (schema.org Organization) is the mark itself, rasterised.
  const logo = await renderAsync(markSvg, { fitTo: { mode: 'width', value: 512 } });
  await writeFile(join(dist, 'logo.png'), logo.asPng());

  return { total: cards.length, drawn: toDraw.length, seconds: (performance.now() - started) / 1000 };
}
