/**
 * What the editors' content commands share (`npm run check:content`, `npm run new-article`): the articles
 * loaded through a Vite server, as the build reads them; the content check with its one report (each
 * problem's file, field and fix, or the all-clear); and the exit code that makes the build stop on a problem
 * (exitWith, which the prerender and `npm run launch-check` end with too).
 */
import { resolve } from 'node:path';
import { createServer, type InlineConfig } from 'vite';
import type * as Check from './check.ts';
import type * as Collect from './collect.ts';

export const root = resolve(import.meta.dirname, '../..');

export interface ContentServer {
  collectContent: typeof Collect.collectContent;
  /** Checks every article as it is on disk now, prints the report and returns the exit code (1: a problem). */
  checkContent(): Promise<number>;
}

// A Vite server that only loads modules in Node, so its optimizer (pre-bundling dependencies for a browser) is off:
// that work was thrown away, and servers in copies sharing node_modules raced on its cache folder. Vite's advice for
// the deprecated `disabled` (noDiscovery, no include) would leave on the React plugin's own includes.
export const NODE_ONLY_SERVER = {
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { disabled: true },
} satisfies InlineConfig;

/** Runs `work` with a content server, closed afterwards whatever happens. */
export async function withContentServer(work: (content: ContentServer) => Promise<number>): Promise<number> {
  const server = await createServer({ root, ...NODE_ONLY_SERVER });
  const collect = async () => (await server.ssrLoadModule('/tools/content/collect.ts')) as typeof Collect;
  try {
    return await work({
      collectContent: async () => (await collect()).collectContent(),
      async checkContent() {
        // Read everything afresh (a command may just have written an article), as the build will.
        server.moduleGraph.invalidateAll();
        const { checkArticles, formatIssues } = (await server.ssrLoadModule('/tools/content/check.ts')) as typeof Check;
        const { articles, site, unreadable } = await (await collect()).collectContent();
        const issues = [...unreadable, ...(await checkArticles(articles, site))];
        if (issues.length) {
          console.error(formatIssues(issues));
          return 1;
        }
        console.log(`Content check: ${articles.length} articles, no problems.`);
        return 0;
      },
    });
  } finally {
    await server.close();
  }
}

/** Runs a command's `main` and exits with its code; anything it throws is printed as `explain` says, with code 1. */
export function exitWith(main: () => Promise<number>, explain: (error: unknown) => unknown): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(explain(error));
      process.exit(1);
    },
  );
}
