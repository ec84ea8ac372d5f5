/**
 * A throwaway copy of the site with N articles in all (the real ones plus generated ones), for the
 * listing's scale e2e tests and `npm run bench:scale`:
 *
 *   npx tsx tools/scale/make-copy.ts --articles 60 --out /tmp/site-60 [--site /path/to/checkout]
 *
 * Copies the checkout's tracked files (git ls-files), links its node_modules, and writes the generated
 * articles into src/content/articles/. Then `npm run build` in the copy builds it like the real site.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateArticle, realSentences } from './generate.ts';

const ARTICLES = 'src/content/articles';

export function makeCopy({
  articles,
  out,
  site = resolve(import.meta.dirname, '../..'),
}: {
  articles: number;
  out: string;
  site?: string;
}): void {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: site,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of tracked) {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    try {
      cpSync(join(site, file), join(out, file));
    } catch {
      // A file deleted in the working tree but still tracked: nothing to copy.
    }
  }
  symlinkSync(join(site, 'node_modules'), join(out, 'node_modules'), 'dir');

  const articlesDir = join(out, ARTICLES);
  const real = readdirSync(articlesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const orders = real.map((slug) =>
    Number(/order: (\d+)/.exec(readFileSync(join(articlesDir, slug, 'meta.ts'), 'utf8'))?.[1] ?? 0),
  );
  const sentences = realSentences(articlesDir);
  for (let n = 1; n <= articles - real.length; n++) {
    const article = generateArticle(n, sentences, Math.max(...orders));
    mkdirSync(join(articlesDir, article.slug));
    writeFileSync(join(articlesDir, article.slug, 'meta.ts'), article.meta);
    writeFileSync(join(articlesDir, article.slug, 'body.ts'), article.body);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const articles = Number(arg('articles'));
  const out = arg('out');
  if (!articles || !out) {
    console.error('usage: npx tsx tools/scale/make-copy.ts --articles N --out DIR [--site CHECKOUT]');
    process.exit(2);
  }
  makeCopy({ articles, out: resolve(out), site: arg('site') ? resolve(arg('site')!) : undefined });
  console.log(`${out}: a copy of the site with ${articles} articles`);
}
