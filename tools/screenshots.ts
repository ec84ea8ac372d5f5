/**
 * Full-page screenshots for reviewing the design: `npx tsx tools/screenshots.ts [base] [path…]`
 * writes /tmp/shots/<path>-<width>.png at 390, 768 and 1280 px. Serve the build first (npm start).
 */
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { chromiumPath } from './browsers.ts';

const [base = 'http://127.0.0.1:4173', ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '390,768,1280').split(',').map(Number);
const outDir = process.env.OUT ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--headless=new', '--disable-gpu'],
});
for (const path of paths.length ? paths : ['/']) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // Scroll through once so lazy images load before the full-page capture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    const name = `${path
      .replace(/^\/$/, '/home')
      .slice(1)
      .replace(/[/?=#]/g, '_')}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
    // Tall pages are hard to read scaled down: SEGMENT=<px> also writes the page in readable slices.
    const segment = Number(process.env.SEGMENT ?? 0);
    if (segment) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 1; y < height; y += segment, i++) {
        const file = `${outDir}/${name.replace('.png', `-part${i}.png`)}`;
        await page.screenshot({
          path: file,
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(segment, height - y) },
        });
        console.log(file);
      }
    }
    await page.close();
  }
}
await browser.close();
