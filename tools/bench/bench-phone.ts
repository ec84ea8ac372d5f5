/**
 * `npm run bench:phone`: a phone's first visit to each route of the production build, with throttling
 * applied in Chromium (not simulated): Lighthouse's devtools "Slow 4G" (562.5 ms added to every request,
 * 188,743 B/s down, 86,400 B/s up, i.e. its 1,474.56 and 675 kbit/s of 1,024 bits) and a CPU 4× slower, in
 * a 412 × 823 touch viewport. Per route, medians of RUNS visits: first contentful paint, hydration
 * (`html[data-hydrated]`, src/App.tsx), and a tap on the menu button as soon as the page has painted → the
 * menu's About link visible ("lost" when that first tap never opens it); and the load average as the route
 * ends (a busy machine reads slower). Then, on the first route at 1280 px once hydrated, a click on the menu
 * button → the dropdown's first item visible. Then, from the last visit, when each script was requested (ms after
 * navigation). Exits 1 on a missed goal. BENCH_RUNS, BENCH_ROUTES (comma-separated), BENCH_DIST
 * (another build's output folder, to compare).
 *
 * Served over HTTP/2 (TLS, a certificate made for the run), as every host the site deploys to serves it:
 * over HTTP/1.1 a browser opens at most 6 connections to a host, so a page's 7–16 modules asked for at once
 * take up to three round trips instead of one. BENCH_HTTP1=1 serves it as `npm start` does, to compare.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { preview } from 'vite';
import { FORM_ROUTES } from '../../src/app/pageLists.ts';
import { chromiumPath } from '../test/browsers.ts';
import { startPreview } from '../hosts/preview-server.ts';
import { median } from './run.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Beside bench (4310–4312) and bench:nav (4313). */
const PORT = 4314;
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 188_743, uploadThroughput: 86_400 };
const CPU_SLOWDOWN = 4;
const ROUTES = (
  process.env.BENCH_ROUTES ??
  '/,/about,/resources,/resources/target-pregnancy-prediction-health-advertising,/resources/navigating-new-rules-healthcare-advertising,/privacy,/contact,/privacy-choices'
).split(',');
const GOALS = {
  firstPaint: 1000,
  menu: 300,
  wideMenu: 100,
  hydrated: (route: string) => (FORM_ROUTES.includes(route) ? 3000 : 2600),
};

interface Visit {
  firstPaint: number;
  hydrated: number;
  /** From the tap to the first frame showing the link; Infinity when the tap was lost. */
  menu: number;
  scripts: [string, number][];
}

type Probe = { hydrated?: number; tapped?: number; menu?: number };

/*
 * Plain JavaScript, not a function: tsx compiles a named arrow function with a call to its own `__name`
 * helper, which the page does not have, so a probe passed as a function threw before listening for the tap.
 */
const PROBE = `{
  const probe = (window.__probe = {});
  new MutationObserver(() => (probe.hydrated ??= performance.now())).observe(document, {
    subtree: true,
    attributeFilter: ['data-hydrated'],
  });
  const linkShown = () =>
    [...document.querySelectorAll('a[href="/about"]')].some((a) => !a.closest('main, footer') && a.checkVisibility());
  const watch = () => (linkShown() ? (probe.menu = performance.now()) : requestAnimationFrame(watch));
  addEventListener('touchstart', () => ((probe.tapped ??= performance.now()), watch()), { capture: true, once: true });
}`;

/** A page in a new context, on the applied Slow 4G and CPU slowdown. */
async function throttledPage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/**
 * At 1280 px, once the page has hydrated and the wide menu's dropdown has taken over (its chunk fetched while
 * the page was idle): from a click on the menu button to the first frame showing its first item.
 */
async function wideMenuClick(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ignoreHTTPSErrors: true });
  try {
    const page = await throttledPage(context);
    await page.goto(url);
    await page.locator('header button[aria-haspopup="menu"]').waitFor({ timeout: 60_000 });
    await page.evaluate(`{
      const probe = (window.__wide = {});
      const shown = () => document.querySelector('[role="menu"] [role="menuitem"]')?.checkVisibility();
      const watch = () => (shown() ? (probe.shown = performance.now()) : requestAnimationFrame(watch));
      addEventListener('pointerdown', () => ((probe.clicked = performance.now()), watch()), { capture: true, once: true });
    }`);
    await page.locator('header button[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem').first().waitFor();
    await page.waitForTimeout(100);
    return await page.evaluate(() => {
      const probe = (window as unknown as { __wide: { clicked: number; shown?: number } }).__wide;
      return probe.shown === undefined ? Infinity : probe.shown - probe.clicked;
    });
  } finally {
    await context.close();
  }
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    hasTouch: true,
    isMobile: true,
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await throttledPage(context);
    // Timed inside the page: hydration as the attribute appears, the menu link in the first frame it shows in.
    await page.addInitScript(PROBE);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    // A touch at the button's place, without the driver's checks running in the page meanwhile.
    const box = (await page.getByRole('button', { name: /menu/i }).boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    // A tap that opens nothing by now was lost.
    await page.waitForTimeout(1000);
    return await page.evaluate(() => {
      const probe = (window as unknown as { __probe: Probe }).__probe;
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
        hydrated: probe.hydrated!,
        menu: probe.menu === undefined ? Infinity : probe.menu - probe.tapped!,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => [new URL(entry.name).pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''), entry.startTime]),
      } as Visit;
    });
  } finally {
    await context.close();
  }
}

/** The build served on PORT over HTTP/2, with a certificate made for the run (the browser is told to accept it). */
async function serveHttp2(root: string, outDir = 'dist') {
  const [key, cert] = ['key', 'cert'].map((name) => join(root, '.bench', `phone-${name}.pem`));
  mkdirSync(join(root, '.bench'), { recursive: true });
  const subject = ['-subj', '/CN=127.0.0.1', '-keyout', key, '-out', cert];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...subject], {
    stdio: 'ignore',
  });
  const https = { key: readFileSync(key), cert: readFileSync(cert) };
  const server = await preview({
    root,
    build: { outDir },
    preview: { host: '127.0.0.1', port: PORT, strictPort: true, https },
  });
  return { url: `https://127.0.0.1:${PORT}`, close: () => void server.close() };
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(`load average at start: ${load()}`);
const root = resolve(import.meta.dirname, '../..');
const http1 = Boolean(process.env.BENCH_HTTP1);
const server = http1
  ? await startPreview({ cwd: root, port: PORT, outDir: process.env.BENCH_DIST })
  : await serveHttp2(root, process.env.BENCH_DIST);
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage'],
});
const ms = (value: number) => (value === Infinity ? 'lost' : `${Math.round(value)} ms`);
const rows: string[] = [];
const waterfalls: string[] = [];
const misses: string[] = [];
try {
  for (const route of ROUTES) {
    const visits: Visit[] = [];
    for (let run = 0; run < RUNS; run++) visits.push(await visit(browser, server.url + route));
    const [firstPaint, hydrated, menu] = (['firstPaint', 'hydrated', 'menu'] as const).map((key) =>
      median(visits.map((v) => v[key])),
    );
    rows.push(`| ${route} | ${ms(firstPaint)} | ${ms(hydrated)} | ${ms(menu)} | ${loadavg()[0].toFixed(1)} |`);
    waterfalls.push(
      `${route}: ${visits
        .at(-1)!
        .scripts.map(([file, at]) => `${file} ${Math.round(at)}`)
        .join(', ')}`,
    );
    if (firstPaint > GOALS.firstPaint)
      misses.push(`${route}: first paint ${ms(firstPaint)} (goal ≤ ${GOALS.firstPaint})`);
    if (hydrated > GOALS.hydrated(route))
      misses.push(`${route}: hydrated ${ms(hydrated)} (goal ≤ ${GOALS.hydrated(route)})`);
    if (menu > GOALS.menu) misses.push(`${route}: tap at first paint → menu ${ms(menu)} (goal ≤ ${GOALS.menu})`);
    process.stderr.write(`${route}: hydrated ${visits.map((v) => Math.round(v.hydrated)).join(', ')}\n`);
  }
  const clicks: number[] = [];
  for (let run = 0; run < RUNS; run++) clicks.push(await wideMenuClick(browser, server.url + ROUTES[0]));
  rows.push(`\nHydrated, 1280 px, ${ROUTES[0]}: click → the wide menu's first item ${ms(median(clicks))}`);
  if (median(clicks) > GOALS.wideMenu)
    misses.push(`wide menu after hydration: ${ms(median(clicks))} (goal ≤ ${GOALS.wideMenu})`);
} finally {
  await browser.close();
  server.close();
}
console.log(
  `\nSlow 4G + 4× CPU, 412 px, HTTP/${http1 ? '1.1' : '2'}, median of ${RUNS}; load average at the end: ${load()}\n`,
);
console.log('| route | first paint | hydrated | tap at first paint → menu link | load |\n|---|---|---|---|---|');
rows.forEach((row) => console.log(row));
console.log(`\nScripts requested (ms after navigation), last visit:\n${waterfalls.join('\n')}`);
console.log(misses.length ? `\nGoals missed:\n- ${misses.join('\n- ')}` : '\nEvery goal met.');
process.exit(misses.length ? 1 : 0);
