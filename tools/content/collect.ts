/**
 * The real articles and site, as the content check (./check.ts) needs them. Runs inside Vite (the check's
 * command loads it through a Vite server; the unit tests through Vitest), so the articles are read exactly
 * as the build reads them: the same globs, the same aliases.
 * One article that cannot be read (a typo that breaks the file) is reported as that file's problem; the
 * others are still checked.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import { staticPaths } from '@/app/pageLists';
import { NAMED_LINKS } from '@/components/content/RichText';
import { PLAYER_HOSTS } from '@/config/site';
import { articlePath } from '@/content/articles/paths';
import type { ArticleFiles, SiteFacts } from './check.ts';
import { bodyFile, metaFile, type ContentIssue } from './issue.ts';

type Module = Record<string, unknown>;

const metaModules = import.meta.glob<Module>('/src/content/articles/*/meta.ts');
const bodyModules = import.meta.glob<Module>('/src/content/articles/*/body.ts');

const root = resolve(import.meta.dirname, '../..');
const articlesDir = join(root, 'src', 'content', 'articles');
const publicDir = join(root, 'public');

/** Every folder under src/content/articles/, whatever it holds, but dot folders, which the build's globs skip too. */
function articleFolders(): string[] {
  return readdirSync(articlesDir).filter(
    (name) => !name.startsWith('.') && statSync(join(articlesDir, name)).isDirectory(),
  );
}

/** A compiler's complaint about a file, in a line: what it expected, and where. */
export function readableError(error: unknown): string {
  // eslint-disable-next-line no-control-regex -- the compiler colours its message for a terminal
  const text = (error instanceof Error ? error.message : String(error)).replace(/\u001b\[[\d;]*m/g, '');
  const problem = /\[[A-Z_]+\]\s*(.+)/.exec(text)?.[1] ?? text.split('\n').find((line) => line.trim()) ?? text;
  const where = /\.ts(?:\?[\w-]+)?:(\d+):(\d+)/.exec(text);
  return where ? `${problem.trim()} (line ${where[1]}, column ${where[2]})` : problem.trim();
}

/** The ids of a page as the prerender writes it. The app is loaded only when a link has an #anchor. */
async function idsInPage(path: string): Promise<ReadonlySet<string>> {
  const { render } = await import('@/entry-server');
  const { html } = await render(path);
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
}

const UNREADABLE = Symbol('a file that cannot be loaded');

/** The articles that could be loaded, the site they link into, and the files that could not even be loaded. */
export async function collectContent() {
  const unreadable: ContentIssue[] = [];
  /** A file's default export, undefined when there is no such file; UNREADABLE, and reported, when it cannot be loaded. */
  async function load(modules: Record<string, () => Promise<Module>>, file: string): Promise<unknown> {
    try {
      return (await modules[`/${file}`]?.())?.default;
    } catch (error) {
      const message = `cannot be read: ${readableError(error)}. Correct the typo there (often a missing comma or quote on that line or the one before).`;
      unreadable.push({ file, field: 'the file', message });
      return UNREADABLE;
    }
  }
  const folders = articleFolders();
  const loaded = await Promise.all(
    folders.map(async (folder): Promise<ArticleFiles[]> => {
      const meta = await load(metaModules, metaFile(folder));
      const body = await load(bodyModules, bodyFile(folder));
      return meta === UNREADABLE || body === UNREADABLE ? [] : [{ folder, meta, body }];
    }),
  );
  const articles = loaded.flat();

  const ids = new Map<string, Promise<ReadonlySet<string>>>();
  const site: SiteFacts = {
    routes: new Set([...staticPaths, ...folders.map(articlePath)]),
    namedLinks: Object.keys(NAMED_LINKS),
    playerHosts: PLAYER_HOSTS,
    publicFile(path) {
      const file = normalize(join(publicDir, path));
      return file.startsWith(publicDir) && existsSync(file) && statSync(file).isFile() ? readFileSync(file) : undefined;
    },
    idsOn(path) {
      if (!ids.has(path)) ids.set(path, idsInPage(path));
      return ids.get(path)!;
    },
  };
  return { articles, site, unreadable };
}
