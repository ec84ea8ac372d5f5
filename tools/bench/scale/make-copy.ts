/**
 * A throwaway copy of the site with N articles in all (the real ones plus generated ones), for
 * `npm run bench:scale` (the integration tests' copy gets its own from addGeneratedArticles):
 *
 *   npx tsx tools/bench/scale/make-copy.ts --articles 60 --out /tmp/site-60 [--site /path/to/checkout]
 *
 * Copies the checkout as a fresh clone would have it (../checkout-copy.ts), and writes the generated
 * articles into src/content/articles/. Then `npm run build` in the copy builds it like the real site.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { copyCheckoutInto } from '../../test/checkout-copy.ts';
import { generateArticle, realSentences } from './generate.ts';

const ARTICLES = 'src/content/articles';

export function makeCopy({
  articles,
  out,
  site = resolve(import.meta.dirname, '../../..'),
}: {
  articles: number;
  out: string;
  site?: string;
}): void {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  copyCheckoutInto(site, out);
  addGeneratedArticles(out, articles);
}

/** Writes generated articles into a copy of the checkout until it holds `articles` in all. */
export function addGeneratedArticles(copy: string, articles: number): void {
  const articlesDir = join(copy, ARTICLES);
  const real = readdirSync(articlesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const sentences = realSentences(articlesDir);
  for (let n = 1; n <= articles - real.length; n++) {
    const article = generateArticle(n, sentences);
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
    console.error('usage: npx tsx tools/bench/scale/make-copy.ts --articles N --out DIR [--site CHECKOUT]');
    process.exit(2);
  }
  makeCopy({ articles, out: resolve(out), site: arg('site') ? resolve(arg('site')!) : undefined });
  console.log(`${out}: a copy of the site with ${articles} articles`);
}
