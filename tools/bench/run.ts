/**
 * What the benchmarks share: Debian's Chromium (tools/test/browsers.ts) with pages throttled in it through
 * CDP, Lighthouse runs (mobile, default config), medians and percentiles, and the goals: each bench lists
 * the ones its figures missed and exits 1 on a miss, so a script running it sees the miss. BENCH_RUNS sets
 * the runs of each figure; BENCH_ROUTES (comma-separated, e.g. `/,/resources`) picks the main routes.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { chromiumPath } from '../test/browsers.ts';

export const root = resolve(import.meta.dirname, '../..');
export const benchDir = join(root, '.bench');
export const runsOr = (fallback: number) => Number(process.env.BENCH_RUNS ?? fallback);
/** Each bench's own ports, so that no two collide: bench takes three from BENCH_PORT on. */
export const PORTS = { bench: Number(process.env.BENCH_PORT ?? 4310), nav: 4313, phone: 4314, floor: 4315, scale: 4199 };

const MAIN_ROUTES = [
  '/',
  '/about',
  '/resources',
  '/resources/target-pregnancy-prediction-health-advertising',
  '/resources/navigating-new-rules-healthcare-advertising',
  '/contact',
  '/privacy-choices',
  '/privacy',
];

/** The main routes BENCH_ROUTES names (all when unset); a name that is not one of them is an error. */
export function benchRoutes(): string[] {
  const wanted = process.env.BENCH_ROUTES?.split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  if (!wanted?.length) return MAIN_ROUTES;
  const unknown = wanted.filter((route) => !MAIN_ROUTES.includes(route));
  if (unknown.length)
    throw new Error(`BENCH_ROUTES: not benchmarked: ${unknown.join(', ')} (choose from ${MAIN_ROUTES.join(', ')})`);
  return MAIN_ROUTES.filter((route) => wanted.includes(route));
}

const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
export const launchChromium = (args = CHROMIUM_FLAGS) => chromium.launch({ executablePath: chromiumPath(), args });

/** Context options, and the network (B/s, ms per request) and CPU slowdown applied in Chromium, not simulated. */
interface PageOptions extends BrowserContextOptions {
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  cpuSlowdown?: number;
}

/** Applies the network and CPU slowdown of `options` to a page, from its next request and task on. */
export async function throttle(page: Page, { network, cpuSlowdown }: PageOptions): Promise<Page> {
  const cdp = await page.context().newCDPSession(page);
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  }
  if (cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return page;
}

/** `measure` on a throttled page in a new context (a cold cache, nothing stored), closed once it is done. */
export async function withPage<T>(browser: Browser, options: PageOptions, measure: (page: Page) => Promise<T>) {
  const { network, cpuSlowdown, ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  try {
    return await measure(await throttle(await context.newPage(), { network, cpuSlowdown }));
  } finally {
    await context.close();
  }
}

/** `count` runs one after the other, so that none slows another down. */
export async function times<T>(count: number, run: () => T | Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < count; i++) results.push(await run());
  return results;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/** The middle value; of an even count, the upper of the two middle ones. */
export const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)];

/** Nearest-rank percentile. */
export const percentile = (values: number[], p: number) =>
  sorted(values)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)];

/** A goal: whether the figure met it, and the figure against it ("LCP 1600 ms (goal ≤ 1500)"). */
export type Goal = [met: boolean, text: string];
export const missed = (goals: Goal[], prefix = '') => goals.filter(([met]) => !met).map(([, text]) => prefix + text);

/** Lists the goals missed, or says they were all met, and exits: 1 on a miss. */
export function exitOnMisses(misses: string[], allMet = 'Every goal met.'): never {
  console.log(misses.length ? `\nGoals missed:\n- ${misses.join('\n- ')}` : `\n${allMet}`);
  process.exit(misses.length ? 1 : 0);
}

export type RunResult = ReturnType<typeof lighthouse>;

/** `count` Lighthouse runs on `url`, one after the other, showing `label run i/count…` (if labelled) as they go. */
export function lighthouseRuns(
  url: string,
  throttling: 'simulate' | 'devtools',
  count: number,
  { label = '', workDir = benchDir } = {},
): RunResult[] {
  return Array.from({ length: count }, (_, i) => {
    if (label) process.stdout.write(`  ${label} run ${i + 1}/${count}…`.padEnd(60) + '\r');
    return lighthouse(url, throttling, workDir);
  });
}

function lighthouse(url: string, throttling: 'simulate' | 'devtools', workDir: string) {
  mkdirSync(workDir, { recursive: true });
  const out = join(workDir, 'lh.json');
  const args = [
    'lighthouse',
    url,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    `--throttling-method=${throttling}`,
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')} --disable-background-networking --disable-component-update --no-first-run`,
  ];
  // Headless Chromium now and then loses the trace (Lighthouse's NO_NAVSTART): try such a run again.
  let lhr;
  for (let attempt = 1; !lhr; attempt++) {
    rmSync(out, { force: true });
    const { status } = spawnSync('npx', args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: chromiumPath() },
      stdio: 'ignore',
    });
    const report = status === 0 ? JSON.parse(readFileSync(out, 'utf8')) : undefined;
    if (report && !report.runtimeError) lhr = report;
    else if (attempt === 3)
      throw new Error(`lighthouse failed 3 times on ${url}: ${report?.runtimeError?.code ?? 'exit ' + status}`);
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id].numericValue as number;
  const work = (group: string): number =>
    lhr.audits['mainthread-work-breakdown'].details?.items?.find((item: { group: string }) => item.group === group)
      ?.duration ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    // Main-thread time in style and layout, and in paint, composite and render, over the whole load (ms at
    // the profile's CPU slowdown).
    styleLayout: work('styleLayout'),
    paint: work('paintCompositeRender'),
  };
}

export function medianRun(runs: RunResult[]): RunResult {
  const keys = Object.keys(runs[0]) as (keyof RunResult)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))])) as unknown as RunResult;
}
