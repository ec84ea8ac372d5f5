/**
 * Draws public/og-image.png (1200×630), the default social-share image, and public/logo.png (512×512)
 * in the brand's design.
 * Run `npm run og-image` after changing the brand; the PNG is committed.
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromiumPath } from './chromium.ts';
import { site } from '../src/config/site';

const root = resolve(import.meta.dirname, '..');
const font = readFileSync(
  resolve(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
).toString('base64');

const tiles = Array.from({ length: 16 }, (_, i) => {
  const hot = [1, 6, 7, 10, 13].includes(i);
  return `<div class="tile${hot ? ' hot' : ''}"></div>`;
}).join('');

const html = `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 100 900; }
* { margin: 0; box-sizing: border-box; }
body { width: 1200px; height: 630px; font-family: Inter, sans-serif; color: #fff; background: #083E44; position: relative; overflow: hidden; }
.grid { position: absolute; inset: 0; background-image: linear-gradient(to right, rgb(255 255 255 / .08) 1px, transparent 1px), linear-gradient(to bottom, rgb(255 255 255 / .08) 1px, transparent 1px); background-size: 48px 48px; }
.content { position: absolute; left: 80px; top: 80px; width: 640px; }
.brand { display: flex; align-items: center; gap: 16px; font-size: 34px; font-weight: 700; letter-spacing: -0.02em; }
.mark { width: 52px; height: 52px; border-radius: 12px; background: #0E6F78; display: grid; grid-template-columns: 1fr 1fr; gap: 5px; padding: 10px; }
.mark i { background: #fff; border-radius: 3px; } .mark i:nth-child(2), .mark i:nth-child(3) { opacity: .55; }
h1 { margin-top: 64px; font-size: 62px; line-height: 1.05; letter-spacing: -0.03em; font-weight: 750; }
p { margin-top: 28px; font-size: 26px; line-height: 1.4; color: #D3ECEC; }
.tiles { position: absolute; right: 80px; top: 135px; display: grid; grid-template-columns: repeat(4, 78px); gap: 14px; }
.tile { height: 78px; border-radius: 14px; border: 2px solid rgb(255 255 255 / .25); background: rgb(255 255 255 / .06); }
.tile.hot { background: #F2C36B; border-color: #F2C36B; }
.url { position: absolute; left: 80px; bottom: 56px; font-size: 22px; color: #D3ECEC; letter-spacing: .01em; }
</style></head><body><div class="grid"></div>
<div class="content"><div class="brand"><div class="mark"><i></i><i></i><i></i><i></i></div>${site.brand}</div>
<h1>Privacy-safe healthcare audiences</h1>
<p>Random groups. Group-level prevalence.<br/>No personal identifiers. No individual predictions.</p></div>
<div class="tiles">${tiles}</div>
<div class="url">blueprintaudiences.com</div></body></html>`;

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--headless=new', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: resolve(root, 'public/og-image.png') });

// The square logo that structured data (schema.org Organization) points to.
const logo = await browser.newPage({ viewport: { width: 512, height: 512 } });
await logo.setContent(
  `<style>*{margin:0}body{width:512px;height:512px;background:#0E6F78;display:grid;grid-template-columns:1fr 1fr;gap:32px;padding:112px;box-sizing:border-box}i{background:#fff;border-radius:24px}i:nth-child(2),i:nth-child(3){opacity:.55}</style><i></i><i></i><i></i><i></i>`,
);
await logo.screenshot({ path: resolve(root, 'public/logo.png') });
await browser.close();
console.log('wrote public/og-image.png and public/logo.png');
