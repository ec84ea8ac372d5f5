/**
 * `npm run bench:search-libraries [-- --dist DIR]`: the evidence behind the site's search engine. It
 * indexes a built copy's articles (every card field and the full text, as the site's own index does)
 * with two maintained libraries, MiniSearch and FlexSearch, and sets what a visitor's first search would
 * download with each beside what it downloads with the site's own split index
 * (src/features/resources/search/): the library's code and its serialised index, gzip. It also asks each
 * whether it forgives a swapped letter and a missing one, as the search box must.
 *
 * Without --dist it makes and builds a 1,000-article copy first (make-copy.ts; about a minute).
 */
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { Document, type DocumentOptions } from 'flexsearch';
import MiniSearch from 'minisearch';
import { closure, firstLoadKeys, readManifest } from '../first-load.ts';
import {
  SEARCH_INDEX_PATH,
  bodyTextPath,
  shardPath,
  type SearchBase,
} from '../../src/features/resources/search/indexFormat.ts';
import { makeCopy } from './make-copy.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const KB = 1024;
const FIRST_SEARCH_BUDGET_KB = 150;
const CARD_FIELDS = ['title', 'summary', 'topics', 'author'] as const;
const FIELDS = [...CARD_FIELDS, 'text'] as const;

type Indexable = {
  id: number;
  title: string;
  summary: string;
  topics: string;
  author: string;
  text: string;
};

/** One word taken from an article's text, and two misspellings a reader makes of it. */
interface TypoProbe {
  word: string;
  swapped: string;
  missing: string;
}

interface Row {
  name: string;
  codeKb: number;
  indexKb: number;
  buildMs: number;
  loadMs: number;
  swapFound: boolean;
  missingFound: boolean;
}

const gzipKb = (text: string | Uint8Array) => gzipSync(text, { level: 9 }).length / KB;
const time = <T>(run: () => T): [T, number] => {
  const started = performance.now();
  const value = run();
  return [value, performance.now() - started];
};

/** The gzipped size of what `source` imports, bundled and minified by the site's own bundler. */
async function codeKb(source: string): Promise<number> {
  // Inside the checkout, so the entry resolves the libraries from its node_modules.
  const cache = join(ROOT, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'search-library-code-'));
  try {
    const entry = join(dir, 'entry.js');
    writeFileSync(entry, source);
    const output = await build({
      configFile: false,
      logLevel: 'silent',
      root: ROOT,
      build: { write: false, minify: true, lib: { entry, formats: ['es'], fileName: 'library' } },
    });
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
      'output' in result ? result.output : [],
    );
    return chunks.reduce((sum, chunk) => sum + (chunk.type === 'chunk' ? gzipKb(chunk.code) : 0), 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function readArticles(dist: string, base: SearchBase): Indexable[] {
  return base.docs.map((doc, id) => ({
    id,
    title: doc.title,
    summary: doc.summary,
    topics: doc.topics.join(' '),
    author: doc.author,
    text: JSON.parse(readFileSync(join(dist, bodyTextPath(base.id, doc.slug)), 'utf8')) as string,
  }));
}

/** A long word of the middle article's text, with its third and fourth letters swapped, and with its third left out. */
function typoProbe(articles: readonly Indexable[]): TypoProbe {
  const words = articles[Math.floor(articles.length / 2)].text.toLowerCase().match(/[a-z]{9,}/g) ?? [];
  const word = words[0] ?? 'healthcare';
  return {
    word,
    swapped: word.slice(0, 2) + word[3] + word[2] + word.slice(4),
    missing: word.slice(0, 2) + word.slice(3),
  };
}

async function miniSearch(
  articles: readonly Indexable[],
  probe: TypoProbe,
  fields: readonly string[] = FIELDS,
): Promise<Row> {
  const options = { fields: [...fields] };
  const [json] = time(() => {
    const index = new MiniSearch<Indexable>(options);
    index.addAll(articles);
    return JSON.stringify(index);
  });
  const [, buildMs] = time(() => new MiniSearch<Indexable>(options).addAll(articles));
  const [loaded, loadMs] = time(() => MiniSearch.loadJSON<Indexable>(json, options));
  // MiniSearch's fuzzy matching is Levenshtein distance: a swapped pair is two edits, so one edit misses it.
  const finds = (query: string) => loaded.search(query, { fuzzy: 1 }).length > 0;
  return {
    name: 'MiniSearch',
    codeKb: await codeKb(`export { default } from 'minisearch';`),
    indexKb: gzipKb(json),
    buildMs,
    loadMs,
    swapFound: finds(probe.swapped),
    missingFound: finds(probe.missing),
  };
}

async function flexSearch(articles: readonly Indexable[], probe: TypoProbe): Promise<Row> {
  // 'forward' is the tokenizer that matches the word being typed as a prefix, which the search box must.
  const options: DocumentOptions<Indexable> = { document: { id: 'id', index: [...FIELDS] }, tokenize: 'forward' };
  const create = () => {
    const index = new Document<Indexable>(options);
    for (const article of articles) index.add(article);
    return index;
  };
  const [index, buildMs] = time(create);
  const parts: [string, string][] = [];
  await index.export((key: string, data: string) => {
    parts.push([key, data]);
  });
  const [loaded, loadMs] = time(() => {
    const fresh = new Document<Indexable>(options);
    for (const [key, data] of parts) fresh.import(key, data);
    return fresh;
  });
  const finds = (query: string) => loaded.search(query).some((field) => field.result.length > 0);
  return {
    name: 'FlexSearch',
    codeKb: await codeKb(`export { Document } from 'flexsearch';`),
    indexKb: gzipKb(parts.map(([key, data]) => key + data).join('')),
    buildMs,
    loadMs,
    swapFound: finds(probe.swapped),
    missingFound: finds(probe.missing),
  };
}

/** The site's own index: its code, its base, and the two largest shards (a search fetches one or two). */
function ownIndex(dist: string, base: SearchBase): { codeKb: number; indexKb: number } {
  const manifest = readManifest(dist);
  // What /resources has loaded before the first search is not counted again.
  const firstLoad = firstLoadKeys(manifest, '/resources');
  const code = [...closure(manifest, ['src/features/resources/searchSession.tsx'])]
    .filter((key) => !firstLoad.has(key))
    .reduce((sum, key) => sum + gzipKb(readFileSync(join(dist, manifest[key].file))), 0);
  const shards = base.shardStarts
    .map((_, n) => gzipKb(readFileSync(join(dist, shardPath(base.id, n)))))
    .sort((a, b) => b - a);
  return { codeKb: code, indexKb: gzipKb(readFileSync(join(dist, SEARCH_INDEX_PATH))) + shards[0] + (shards[1] ?? 0) };
}

function distFromArguments(): { dist: string; cleanup: () => void } {
  const index = process.argv.indexOf('--dist');
  if (index > 0) return { dist: resolve(process.argv[index + 1]), cleanup: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'blueprint-search-libraries-'));
  console.log(`▶ a 1,000-article copy in ${dir}: copy and build`);
  makeCopy({ articles: 1000, out: dir });
  execSync('npm run build', { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  return { dist: join(dir, 'dist'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

const { dist, cleanup } = distFromArguments();
try {
  const base = JSON.parse(readFileSync(join(dist, SEARCH_INDEX_PATH), 'utf8')) as SearchBase;
  const articles = readArticles(dist, base);
  const probe = typoProbe(articles);
  console.log(
    `▶ ${articles.length} articles; typo probe "${probe.word}": "${probe.swapped}" (swap), "${probe.missing}" (missing)`,
  );
  const rows = [
    await miniSearch(articles, probe),
    await flexSearch(articles, probe),
    // The middle way: the library over the cards only, built in the browser from the base the site
    // already sends, with the full text left to the site's shards (the index column is then not sent).
    { ...(await miniSearch(articles, probe, CARD_FIELDS)), name: 'MiniSearch over the cards only' },
  ];
  const own = ownIndex(dist, base);
  const yes = (found: boolean) => (found ? 'yes' : 'no');
  console.log(
    '\n| engine | code gz | index gz | first search gz | build | load | swap forgiven | missing letter forgiven |',
  );
  console.log(`|${'---|'.repeat(8)}`);
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.codeKb.toFixed(1)} KB | ${row.indexKb.toFixed(0)} KB | ${(row.codeKb + row.indexKb).toFixed(0)} KB | ${Math.round(row.buildMs)} ms | ${Math.round(row.loadMs)} ms | ${yes(row.swapFound)} | ${yes(row.missingFound)} |`,
    );
  }
  console.log(
    `| own (base + 2 largest shards) | ${own.codeKb.toFixed(1)} KB | ${own.indexKb.toFixed(0)} KB | ${(own.codeKb + own.indexKb).toFixed(0)} KB | at build time | n/a | yes | yes |`,
  );
  console.log(`\nBudget for a first search at 1,000 articles: ${FIRST_SEARCH_BUDGET_KB} KB gzip, code and index.`);
  console.log('Build and load are at full CPU speed in Node; a phone at 4× slowdown takes about four times as long.');
} finally {
  cleanup();
}
