/**
 * `npm run bench`: Lighthouse (mobile, default config) over the main routes of the production build,
 * 3 runs each, medians reported; then, under real (devtools) throttling, the LCP of the prerendered
 * site against the same site client-rendered only and against its plain-HTML floor (scripts removed).
 * Prints one table (the devtools LCPs as prerendered / client-only / floor) and writes it as JSON to
 * .bench/results.json.
 *
 * BENCH_RUNS sets the runs per route; BENCH_ROUTES (comma-separated, e.g. `/,/resources`) measures only
 * those of the main routes (run.ts); BENCH_PORT is the first of the three ports the servers take (default 4310).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORM_ROUTES } from '../../src/app/pageLists.ts';
import { firstLoad, jsBudgetFor, readManifest } from '../build/first-load.ts';
import { startPreview, type PreviewServer } from '../hosts/preview-server.ts';
import { htmlFilesOf } from '../hosts/redirects.ts';
import { benchDir, exitOnMisses, lighthouseRuns, medianRun, missed, PORTS, root, runsOr, benchRoutes } from './run.ts';
import type { Goal } from './run.ts';

const RUNS = runsOr(3);
const ROUTES = benchRoutes();
const RATIO_ROUTES = ['/', '/contact'].filter((route) => ROUTES.includes(route));

/** The goals of the performance issue, for one route. */
function goals(row: (typeof rows)[number], ratio?: { vsClientOnly: number }): Goal[] {
  const form = FORM_ROUTES.includes(row.route);
  const jsBudgetKb = jsBudgetFor(row.route) / 1024;
  return [
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
}

process.on('SIGINT', () => process.exit(130));

/** Says what comes next, and runs its command (if any) in the checkout. */
function step(message: string, command?: string) {
  console.log(`\n▶ ${message}`);
  if (command && spawnSync(command, { cwd: root, stdio: 'inherit', shell: true }).status !== 0)
    throw new Error(`failed: ${command}`);
}

/** The prerendered site with every script removed: what the HTML alone delivers. */
function htmlFloor(from: string, to: string) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  for (const name of htmlFilesOf(to)) {
    const html = readFileSync(join(to, name), 'utf8')
      .replace(/<script type="module"[^>]*>[^<]*<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '');
    writeFileSync(join(to, name), html);
  }
}

step('Building the prerendered site (dist/)', 'npm run build');
step(
  'Building the client-rendered-only baseline (.bench/spa)',
  'npx vite build --outDir .bench/spa --emptyOutDir --logLevel warn',
);
step('Making the plain-HTML floor (.bench/floor)');
htmlFloor(join(root, 'dist'), join(benchDir, 'floor'));

const [prerendered, spa, floor] = await Promise.all(
  ['dist', '.bench/spa', '.bench/floor'].map((outDir, i) => startPreview({ cwd: root, outDir, port: PORTS.bench + i })),
);

const manifest = readManifest(join(root, 'dist'));
const rows = ROUTES.map((route) => {
  const runs = lighthouseRuns(prerendered.url + route, 'simulate', RUNS, { label: `${route} (simulated)` });
  const m = medianRun(runs);
  const lcpRuns = runs.map((r) => Math.round(r.lcp));
  const summary = `${route}: perf ${m.performance}, LCP ${Math.round(m.lcp)} ms (runs ${lcpRuns.join(', ')})`;
  console.log(`  ${summary}, TBT ${Math.round(m.tbt)} ms`.padEnd(90));
  const firstLoadJs = firstLoad(join(root, 'dist'), manifest, route).js;
  return { route, ...m, lcpRuns, firstLoadJsKb: +(firstLoadJs / 1024).toFixed(1) };
});

step('LCP under real throttling: prerendered vs client-only vs HTML floor');
const ratios = RATIO_ROUTES.map((route) => {
  const lcp = (server: PreviewServer, label: string) =>
    medianRun(lighthouseRuns(server.url + route, 'devtools', RUNS, { label: `${route} ${label}` })).lcp;
  const [pre, client, html] = [lcp(prerendered, 'prerendered'), lcp(spa, 'client-only'), lcp(floor, 'HTML floor')];
  return {
    route,
    prerenderedLcp: pre,
    clientOnlyLcp: client,
    htmlFloorLcp: html,
    vsClientOnly: +(pre / client).toFixed(2),
    vsHtmlFloor: +(pre / html).toFixed(2),
  };
});
[prerendered, spa, floor].forEach((server) => server.close());

const ratioOf = (route: string) => ratios.find((entry) => entry.route === route);
const ms = (v: number) => `${Math.round(v)} ms`;
console.log(`\nLighthouse mobile, median of ${RUNS} runs: scores and timings under simulated throttling;`);
console.log('the last three columns are LCP under devtools throttling: prerendered ÷ client-only and ÷ HTML floor.');
console.table(
  rows.map((r) => {
    const ratio = ratioOf(r.route);
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
        ? [ratio.prerenderedLcp, ratio.clientOnlyLcp, ratio.htmlFloorLcp].map(ms).join(' / ')
        : '',
      '÷ client': ratio ? ratio.vsClientOnly : '',
      '÷ floor': ratio ? ratio.vsHtmlFloor : '',
    };
  }),
);
const misses = rows.flatMap((row) => missed(goals(row, ratioOf(row.route)), `${row.route}: `));
const file = join(benchDir, 'results.json');
writeFileSync(
  file,
  JSON.stringify({ date: new Date().toISOString(), runs: RUNS, routes: rows, lcpRatios: ratios, misses }, null, 2),
);
console.log(`\nwrote ${file}`);
exitOnMisses(misses);
