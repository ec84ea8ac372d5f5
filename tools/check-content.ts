/**
 * `npm run check:content`, also the first step of `npm run build`: checks every article against the
 * content rules (tools/content/check.ts) in a few seconds, without building the site, and exits 1 with
 * each problem's file, field and fix. The articles are loaded through a Vite server, as the build reads them.
 */
import { resolve } from 'node:path';
import { createServer } from 'vite';
import type * as Check from './content/check.ts';
import type * as Collect from './content/collect.ts';

const root = resolve(import.meta.dirname, '..');

async function main(): Promise<number> {
  const server = await createServer({
    root,
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const { collectContent } = (await server.ssrLoadModule('/tools/content/collect.ts')) as typeof Collect;
    const { checkArticles, formatIssues } = (await server.ssrLoadModule('/tools/content/check.ts')) as typeof Check;
    const { articles, site, unreadable } = await collectContent();
    const issues = [...unreadable, ...(await checkArticles(articles, site))];
    if (issues.length === 0) {
      console.log(`Content check: ${articles.length} articles, no problems.`);
      return 0;
    }
    console.error(formatIssues(issues));
    return 1;
  } finally {
    await server.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`Content check could not run: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
