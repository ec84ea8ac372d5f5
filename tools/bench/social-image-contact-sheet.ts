/**
 * One PNG of every article's social image, to look at them side by side after `npm run build`:
 * `npx tsx tools/bench/social-image-contact-sheet.ts [out.png]` (default /tmp/social-image-contact-sheet.png).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const cardsDir = resolve(import.meta.dirname, '../../dist/og/resources');
const out = process.argv[2] ?? '/tmp/social-image-contact-sheet.png';
const COLUMNS = 3;
const WIDTH = 600;
const HEIGHT = 315;
const GAP = 24;
const LABEL = 28;

const files = readdirSync(cardsDir)
  .filter((file) => file.endsWith('.png'))
  .sort();
if (files.length === 0) throw new Error(`No cards in ${cardsDir}: run \`npm run build\` first.`);

const rows = Math.ceil(files.length / COLUMNS);
const sheetWidth = COLUMNS * WIDTH + (COLUMNS + 1) * GAP;
const sheetHeight = rows * (HEIGHT + LABEL) + (rows + 1) * GAP;
const tiles = files.map((file, index) => {
  const x = GAP + (index % COLUMNS) * (WIDTH + GAP);
  const y = GAP + Math.floor(index / COLUMNS) * (HEIGHT + LABEL + GAP);
  const png = readFileSync(join(cardsDir, file));
  return (
    `<image x="${x}" y="${y}" width="${WIDTH}" height="${HEIGHT}" href="data:image/png;base64,${png.toString('base64')}"/>` +
    `<text x="${x}" y="${y + HEIGHT + 20}" font-size="16" font-family="sans-serif" fill="#333">${file} · ${(png.length / 1024).toFixed(0)} KB</text>`
  );
});
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${sheetWidth}" height="${sheetHeight}"><rect width="100%" height="100%" fill="#fff"/>${tiles.join('')}</svg>`;
writeFileSync(out, new Resvg(svg, { font: { loadSystemFonts: true } }).render().asPng());
console.log(`${files.length} cards -> ${out}`);
