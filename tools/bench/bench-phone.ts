/**
 * `npm run bench:phone`: a phone's first visit to each route of the production build, with throttling
 * applied in Chromium (not simulated): Lighthouse's devtools "Slow 4G" (562.5 ms added to every request,
 * 188,743 B/s down, 86,400 B/s up, i.e. its 1,474.56 and 675 kbit/s of 1,024 bits) and a CPU 4× slower, in
 * a 412 × 823 touch viewport. Per route, medians of RUNS visits: first contentful paint, hydration
 * (`html[data-hydrated]`, src/App.tsx), and a tap on the menu button as soon as the page has painted → the
 * menu's About link visible ("lost" when that first tap never opens it); and the load average as the route
 * ends (a busy machine reads slower). Then, on the first route at 1280 px once hydrated, a click on the menu
 * button → the dropdown's first item visible. Then, from the last visit, when each script was requested (ms after
 * navigation). Exits 1 on a missed goal. BENCH_RUNS, BENCH_ROUTES (comma-separated, among the main routes of
 * run.ts), BENCH_DIST (another build's output folder, to compare).
 *
 * Before each visit, the same profile's first paint of a page with one line of text and nothing else (the floor:
 * the round trip, a new renderer, the first text drawn), so that a row shows what the route adds to it in that
 * minute. This machine's speed moves a median of five by up to ±200 ms from one hour to the next; the floor
 * moves with it, the difference much less.
 *
 * Served over HTTP/2 (TLS, a certificate made for the run) and in brotli, as every host the site deploys to
 * serves it: over HTTP/1.1 a browser opens at most 6 connections to a host, so a page's 7–16 modules asked
 * for at once take up to three round trips instead of one. BENCH_HTTP1=1 serves it as `npm start` does.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createSecureServer } from 'node:http2';
import { extname, join, resolve } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { preview, type Plugin } from 'vite';
import { TEXT_TYPES } from '../build/precompress.ts';
import { requestPath } from '../build/vite/requestPath.ts';
import { FORM_ROUTES } from '../../src/app/pageLists.ts';
import { startPreview } from '../hosts/preview-server.ts';
import { fileForPath } from '../hosts/redirects.ts';
import { exitOnMisses, launchChromium, median, PORTS, root, runsOr, benchRoutes, times, withPage } from './run.ts';

const RUNS = runsOr(5);
const PHONE = { network: { latency: 562.5, downloadThroughput: 188_743, uploadThroughput: 86_400 }, cpuSlowdown: 4 };
const ROUTES = benchRoutes();
const GOALS = { firstPaint: 1000, menu: 300, wideMenu: 100 };
const hydratedGoal = (route: string) => (FORM_ROUTES.includes(route) ? 3000 : 2600);

/*
 * Plain JavaScript, not a function: tsx compiles a named arrow function with a call to its own `__name`
 * helper, which the page does not have, so a probe passed as a function threw before listening for the tap.
 * It tells the bench of the first paint (with the menu button's centre) and of hydration in console
 * messages: Playwright's own waits would evaluate its 330 KB helper script on the page's main thread while
 * the page parses and lays out, before its first paint, work no phone does (docs/performance.md).
 */
const PROBE = `{
  const probe = (window.__probe = {});
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    const button = [...document.querySelectorAll('header button[popovertarget]')].find((b) => b.checkVisibility());
    const box = button?.getBoundingClientRect();
    console.debug('bench:painted', box ? box.x + box.width / 2 : 'none', box ? box.y + box.height / 2 : 'none');
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver(() => (probe.hydrated ??= (console.debug('bench:hydrated'), performance.now()))).observe(document, {
    subtree: true,
    attributeFilter: ['data-hydrated'],
  });
  const linkShown = () =>
    [...document.querySelectorAll('a[href="/about"]')].some((a) => !a.closest('main, footer') && a.checkVisibility());
  const watch = () => (linkShown() ? (probe.menu = performance.now()) : requestAnimationFrame(watch));
  addEventListener('touchstart', () => ((probe.tapped ??= performance.now()), watch()), { capture: true, once: true });
}`;

/** The page's next console message from the probe that starts with `bench:${name}`, as its arguments' texts. */
const probeSays = (page: Page, name: string) =>
  page
    .waitForEvent('console', { predicate: (message) => message.text().startsWith(`bench:${name}`), timeout: 60_000 })
    .then((message) => message.text().split(' ').slice(1));

/**
 * At 1280 px, once the page has hydrated and the wide menu's dropdown has taken over (its chunk fetched while
 * the page was idle): from a click on the menu button to the first frame showing its first item. Its goal is set
 * on the phone's network with a desktop's CPU (`cpu` 1); the figure at 4× slowdown is printed beside it.
 */
function wideMenuClick(browser: Browser, url: string, cpuSlowdown: number): Promise<number> {
  const options = { viewport: { width: 1280, height: 800 }, ignoreHTTPSErrors: true, ...PHONE, cpuSlowdown };
  return withPage(browser, options, async (page) => {
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
  });
}

const PHONE_PAGE = { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true, ignoreHTTPSErrors: true };
/** The floor's first paint, on the same profile as the routes'. */
const floorVisit = (browser: Browser, url: string) =>
  withPage(browser, { ...PHONE_PAGE, ...PHONE }, async (page) => {
    await page.addInitScript(PROBE);
    await Promise.all([page.goto(url, { waitUntil: 'commit' }), probeSays(page, 'painted')]);
    return await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);
  });

function visit(browser: Browser, url: string) {
  return withPage(browser, { ...PHONE_PAGE, ...PHONE }, async (page) => {
    // Timed inside the page: hydration as the attribute appears, the menu link in the first frame it shows in.
    await page.addInitScript(PROBE);
    // A touch on the button as soon as the page has painted. One Promise.all, so that none rejects unheard.
    const tapAtPaint = probeSays(page, 'painted').then(([x, y]) => {
      if (x === 'none') throw new Error(`${url}: no menu button on screen at first paint`);
      return page.touchscreen.tap(Number(x), Number(y));
    });
    await Promise.all([page.goto(url, { waitUntil: 'commit' }), tapAtPaint, probeSays(page, 'hydrated')]);
    // A tap that opens nothing by now was lost.
    await page.waitForTimeout(1000);
    return await page.evaluate(() => {
      const probe = (window as unknown as { __probe: { hydrated: number; tapped: number; menu?: number } }).__probe;
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
        hydrated: probe.hydrated,
        // From the tap to the first frame showing the link; Infinity when the tap was lost.
        menu: probe.menu === undefined ? Infinity : probe.menu - probe.tapped,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => {
            const file = new URL(entry.name).pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, '');
            return `${file} ${Math.round(entry.startTime)}`;
          }),
      };
    });
  });
}

/**
 * The build's brotli copies of its text files (tools/build/precompress.ts), sent as the hosts the site deploys
 * to answer Chromium; `vite preview` alone gzips on the fly, 16 % more bytes on the largest script.
 */
const sendBrotli = (outDir: string): Plugin => ({
  name: 'bench:brotli',
  configurePreviewServer: ({ middlewares }) =>
    void middlewares.use((req, res, next) => {
      const path = requestPath(req.url) ?? '/';
      const file = resolve(root, outDir, extname(path) ? `.${path}` : fileForPath(path));
      const type = TEXT_TYPES[extname(file)]?.[0];
      const acceptsBrotli = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
      if (req.method !== 'GET' || !type || !acceptsBrotli || !existsSync(`${file}.br`)) return next();
      res.writeHead(200, { 'Content-Type': type, 'Content-Encoding': 'br', Vary: 'Accept-Encoding' });
      createReadStream(`${file}.br`).pipe(res);
    }),
});

const FLOOR =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Floor</title><p>Blueprint</p>';

/** The build served over HTTP/2, with a certificate made for the run (the browser is told to accept it). */
async function serveHttp2(outDir = 'dist') {
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
    plugins: [sendBrotli(outDir)],
    preview: { host: '127.0.0.1', port: PORTS.phone, strictPort: true, https },
  });
  // The floor, from a server of its own: a page answered by a middleware of `vite preview` came in a round trip
  // later than its files do (measured: 1,060 against 590 ms for its last byte), which would measure the server.
  const floor = createSecureServer(https, (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end(FLOOR),
  );
  await new Promise<void>((listening) => floor.listen(PORTS.floor, '127.0.0.1', listening));
  return {
    url: `https://127.0.0.1:${PORTS.phone}`,
    floorUrl: `https://127.0.0.1:${PORTS.floor}/`,
    close: () => void (server.close(), floor.close()),
  };
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(`load average at start: ${load()}`);
const http1 = Boolean(process.env.BENCH_HTTP1);
const server = http1
  ? { ...(await startPreview({ cwd: root, port: PORTS.phone, outDir: process.env.BENCH_DIST })), floorUrl: undefined }
  : await serveHttp2(process.env.BENCH_DIST);
const browser = await launchChromium();
const ms = (value: number) => (value === Infinity ? 'lost' : `${Math.round(value)} ms`);
const rows: string[] = [];
const waterfalls: string[] = [];
const misses: string[] = [];
for (const route of ROUTES) {
  const visits = await times(RUNS, async () => ({
    floor: server.floorUrl ? await floorVisit(browser, server.floorUrl) : NaN,
    ...(await visit(browser, server.url + route)),
  }));
  const [firstPaint, floor, hydrated, menu] = (['firstPaint', 'floor', 'hydrated', 'menu'] as const).map((key) =>
    median(visits.map((v) => v[key])),
  );
  const row = [route, ms(firstPaint), Number.isNaN(floor) ? '–' : ms(floor), ms(hydrated), ms(menu)];
  rows.push(`| ${row.join(' | ')} | ${loadavg()[0].toFixed(1)} |`);
  waterfalls.push(`${route}: ${visits.at(-1)!.scripts.join(', ')}`);
  if (firstPaint > GOALS.firstPaint)
    misses.push(`${route}: first paint ${ms(firstPaint)} (goal ≤ ${GOALS.firstPaint})`);
  if (hydrated > hydratedGoal(route)) misses.push(`${route}: hydrated ${ms(hydrated)} (goal ≤ ${hydratedGoal(route)})`);
  if (menu > GOALS.menu) misses.push(`${route}: tap at first paint → menu ${ms(menu)} (goal ≤ ${GOALS.menu})`);
  process.stderr.write(`${route}: hydrated ${visits.map((v) => Math.round(v.hydrated)).join(', ')}\n`);
}
const click = median(await times(RUNS, () => wideMenuClick(browser, server.url + ROUTES[0], 1)));
const slowClick = median(await times(RUNS, () => wideMenuClick(browser, server.url + ROUTES[0], PHONE.cpuSlowdown)));
rows.push(
  `\nHydrated, 1280 px, ${ROUTES[0]}, Slow 4G: click → the wide menu's first item ${ms(click)} (${ms(slowClick)} at ${PHONE.cpuSlowdown}× CPU)`,
);
if (click > GOALS.wideMenu) misses.push(`wide menu after hydration: ${ms(click)} (goal ≤ ${GOALS.wideMenu})`);
await browser.close();
server.close();

console.log(
  `\nSlow 4G + 4× CPU, 412 px, HTTP/${http1 ? '1.1' : '2'}, median of ${RUNS}; load average at the end: ${load()}\n`,
);
console.log(
  "| route | first paint | the floor's | hydrated | tap at first paint → menu link | load |\n|---|---|---|---|---|---|",
);
rows.forEach((row) => console.log(row));
console.log(`\nScripts requested (ms after navigation), last visit:\n${waterfalls.join('\n')}`);
exitOnMisses(misses);
