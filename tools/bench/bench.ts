/**
 * `npm run bench`: Lighthouse (mobile, default config) over the main routes of the production build,
 * 3 runs each, medians reported; then, under real (devtools) throttling, the LCP of the prerendered
 * site against the same site client-rendered only and against its plain-HTML floor (scripts removed).
 * Prints one table (the devtools LCPs as prerendered / client-only / floor) and writes it as JSON to
 * .bench/results.json.
 *
 * BENCH_RUNS sets the runs per route; BENCH_ROUTES (comma-separated, e.g. `/,/resources`) measures only
 * those of the routes below; BENCH_PORT is the first of the three ports the servers take (default 4310).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FORM_ROUTES } from '../../src/app/pageLists.ts';
import { firstLoad, jsBudgetFor, readManifest } from '../build/first-load.ts';
import { lighthouse, median, medianRun, type RunResult } from './lighthouse.ts';
import { startPreview, type PreviewServer } from '../hosts/preview-server.ts';

const root = resolve(import.meta.dirname, '../..');
const benchDir = join(root, '.bench');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4310);

const ALL_ROUTES = [
  '/',
  '/about',
  '/resources',
  '/resources/target-pregnancy-prediction-health-advertising',
  '/resources/navigating-new-rules-healthcare-advertising',
  '/contact',
  '/privacy-choices',
  '/privacy',
];
const ALL_RATIO_ROUTES = ['/', '/contact'];

/** The routes BENCH_ROUTES names (all when unset); a name that is not a benchmarked route is an error. */
function selectedRoutes(): string[] {
  const wanted = process.env.BENCH_ROUTES?.split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  if (!wanted?.length) return ALL_ROUTES;
  const unknown = wanted.filter((route) => !ALL_ROUTES.includes(route));
  if (unknown.length)
    throw new Error(`BENCH_ROUTES: not benchmarked: ${unknown.join(', ')} (choose from ${ALL_ROUTES.join(', ')})`);
  return ALL_ROUTES.filter((route) => wanted.includes(route));
}
const ROUTES = selectedRoutes();
const RATIO_ROUTES = ALL_RATIO_ROUTES.filter((route) => ROUTES.includes(route));

/** The goals of the performance issue; a miss is listed after the table and makes the exit code 1. */
function goalMisses(row: RunResult & { route: string; firstLoadJsKb: number }, ratio?: { vsClientOnly: number }) {
  const form = FORM_ROUTES.includes(row.route);
  const jsBudgetKb = jsBudgetFor(row.route) / 1024;
  const checks: [boolean, string][] = [
    [row.performance >= (form ? 99 : 100), `performance ${row.performance} (goal ${form ? '≥ 99' : '100'})`],
    [row.accessibility === 100, `accessibility ${row.accessibility}`],
    [row.bestPractices === 100, `best practices ${row.bestPractices}`],
    [row.seo === 100, `SEO ${row.seo}`],
    [row.lcp <= 1500, `LCP ${Math.round(row.lcp)} ms (goal ≤ 1500)`],
    [row.tbt <= 100, `TBT ${Math.round(row.tbt)} ms (goal ≤ 100)`],
    [row.cls <= 0.01, `CLS ${row.cls.toFixed(3)} (goal ≤ 0.01)`],
    [row.firstLoadJsKb <= jsBudgetKb, `first-load JS ${row.firstLoadJsKb} KB (goal ≤ ${jsBudgetKb})`],
    [!ratio || ratio.vsClientOnly <= 0.6, `LCP prerendered ÷ client-only ${ratio?.vsClientOnly} (goal ≤ 0.6)`],
  ];
  return checks.filter(([met]) => !met).map(([, text]) => `${row.route}: ${text}`);
}

process.on('SIGINT', () => process.exit(130));

function step(message: string) {
  console.log(`\n▶ ${message}`);
}

function run(command: string) {
  const { status } = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true });
  if (status !== 0) throw new Error(`failed: ${command}`);
}

const servers: PreviewServer[] = [];
async function serve(outDir: string, port: number): Promise<string> {
  servers.push(await startPreview({ cwd: root, outDir, port }));
  return servers.at(-1)!.url;
}
const stopServers = () => servers.forEach((server) => server.close());

/** The prerendered site with every script removed: what the HTML alone delivers. */
function htmlFloor(from: string, to: string) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : name.endsWith('.html') ? [full] : [];
    });
  for (const file of walk(to)) {
    const html = readFileSync(file, 'utf8')
      .replace(/<script type="module"[^>]*>[^<]*<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '');
    writeFileSync(file, html);
  }
}

async function main() {
  mkdirSync(benchDir, { recursive: true });
  step('Building the prerendered site (dist/)');
  run('npm run build');
  step('Building the client-rendered-only baseline (.bench/spa)');
  run('npx vite build --outDir .bench/spa --emptyOutDir --logLevel warn');
  step('Making the plain-HTML floor (.bench/floor)');
  htmlFloor(join(root, 'dist'), join(benchDir, 'floor'));

  const prerendered = await serve('dist', PORT);
  const spa = await serve('.bench/spa', PORT + 1);
  const floor = await serve('.bench/floor', PORT + 2);

  const manifest = readManifest(join(root, 'dist'));
  const rows = [];
  for (const route of ROUTES) {
    const runs: RunResult[] = [];
    for (let i = 1; i <= RUNS; i++) {
      process.stdout.write(`  ${route} (simulated) run ${i}/${RUNS}…\r`);
      runs.push(lighthouse(prerendered + route, 'simulate'));
    }
    const m = medianRun(runs);
    const firstLoadJs = firstLoad(join(root, 'dist'), manifest, route).js;
    rows.push({
      route,
      ...m,
      lcpRuns: runs.map((r) => Math.round(r.lcp)),
      firstLoadJsKb: +(firstLoadJs / 1024).toFixed(1),
    });
    console.log(
      `  ${route}: perf ${m.performance}, LCP ${Math.round(m.lcp)} ms (runs ${runs.map((r) => Math.round(r.lcp)).join(', ')}), TBT ${Math.round(m.tbt)} ms`.padEnd(
        90,
      ),
    );
  }

  step('LCP under real throttling: prerendered vs client-only vs HTML floor');
  const ratios: {
    route: string;
    prerenderedLcp: number;
    clientOnlyLcp: number;
    htmlFloorLcp: number;
    vsClientOnly: number;
    vsHtmlFloor: number;
  }[] = [];
  for (const route of RATIO_ROUTES) {
    const lcp = (base: string, label: string) =>
      median(
        Array.from({ length: RUNS }, (_, i) => {
          process.stdout.write(`  ${route} ${label} run ${i + 1}/${RUNS}…`.padEnd(60) + '\r');
          return lighthouse(base + route, 'devtools').lcp;
        }),
      );
    const pre = lcp(prerendered, 'prerendered');
    const client = lcp(spa, 'client-only');
    const html = lcp(floor, 'HTML floor');
    ratios.push({
      route,
      prerenderedLcp: pre,
      clientOnlyLcp: client,
      htmlFloorLcp: html,
      vsClientOnly: +(pre / client).toFixed(2),
      vsHtmlFloor: +(pre / html).toFixed(2),
    });
  }
  stopServers();

  const ms = (v: number) => `${Math.round(v)} ms`;
  console.log(`\nLighthouse mobile, median of ${RUNS} runs: scores and timings under simulated throttling;`);
  console.log('the last three columns are LCP under devtools throttling: prerendered ÷ client-only and ÷ HTML floor.');
  console.table(
    rows.map((r) => {
      const ratio = ratios.find((entry) => entry.route === r.route);
      return {
        route: r.route,
        perf: r.performance,
        a11y: r.accessibility,
        'best pr.': r.bestPractices,
        seo: r.seo,
        FCP: ms(r.fcp),
        LCP: ms(r.lcp),
        TBT: ms(r.tbt),
        CLS: r.cls.toFixed(3),
        'style+layout': ms(r.styleLayout),
        paint: ms(r.paint),
        'JS (gzip)': `${r.firstLoadJsKb} KB`,
        'LCP (devtools)': ratio
          ? `${ms(ratio.prerenderedLcp)} / ${ms(ratio.clientOnlyLcp)} / ${ms(ratio.htmlFloorLcp)}`
          : '',
        '÷ client': ratio ? ratio.vsClientOnly : '',
        '÷ floor': ratio ? ratio.vsHtmlFloor : '',
      };
    }),
  );
  const misses = rows.flatMap((row) =>
    goalMisses(
      row,
      ratios.find((entry) => entry.route === row.route),
    ),
  );
  console.log(misses.length ? `\nGoals missed:\n  ${misses.join('\n  ')}` : '\nEvery goal met.');
  if (misses.length) process.exitCode = 1;
  const file = join(benchDir, 'results.json');
  writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), runs: RUNS, routes: rows, lcpRatios: ratios, misses }, null, 2),
  );
  console.log(`\nwrote ${file}`);
}

main().catch((error) => {
  stopServers();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
