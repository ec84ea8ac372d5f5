/**
 * One Lighthouse run (mobile, default config) in Debian's Chromium, and medians over runs: shared by
 * `npm run bench` and `npm run bench:scale`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromiumPath } from '../test/browsers.ts';

const root = resolve(import.meta.dirname, '../..');
const benchDir = join(root, '.bench');

export interface RunResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Main-thread time in style and layout, and in paint, composite and render, over the whole load (ms at the profile's CPU slowdown). */
  styleLayout: number;
  paint: number;
}

export function lighthouse(url: string, throttling: 'simulate' | 'devtools', workDir = benchDir): RunResult {
  mkdirSync(workDir, { recursive: true });
  const out = join(workDir, 'lh.json');
  const args = [
    'lighthouse',
    url,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    `--throttling-method=${throttling}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --no-first-run',
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
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    styleLayout: workIn(lhr, 'styleLayout'),
    paint: workIn(lhr, 'paintCompositeRender'),
  };
}

/** One group of Lighthouse's main-thread breakdown, in ms. */
function workIn(
  lhr: { audits: Record<string, { details?: { items?: { group: string; duration: number }[] } }> },
  group: string,
): number {
  return lhr.audits['mainthread-work-breakdown'].details?.items?.find((item) => item.group === group)?.duration ?? 0;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function medianRun(runs: RunResult[]): RunResult {
  const keys = Object.keys(runs[0]) as (keyof RunResult)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))])) as unknown as RunResult;
}
