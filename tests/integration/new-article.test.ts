import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedArticles } from '@/content/articles';
import { localIsoDate } from '../../tools/content/articleDraft';
import { writeFolderAtomically } from '../../tools/content/writeArticleFolder';
import { NODE_ONLY_SERVER } from '../../tools/content/contentTool';
import type * as Registry from '@/content/articles';
import { buildEnvironment, copyCheckout, removeCopy, run } from '../support/checkoutCopy';

describe('a new article’s date', () => {
  it('is dated on the editor’s own calendar day, even late in the evening', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 11, 31, 0, 5))).toBe('2026-12-31');
  });
});

describe('a new article’s folder', () => {
  let parent: string;
  beforeAll(() => {
    parent = mkdtempSync(join(tmpdir(), 'blueprint-write-folder-'));
  });
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('does not appear at all when a file cannot be written, and leaves nothing else behind', () => {
    const before = readdirSync(parent);
    expect(() =>
      writeFolderAtomically(join(parent, 'failed'), { 'meta.ts': 'meta', 'no-such-folder/body.ts': 'body' }),
    ).toThrow(/ENOENT/);
    expect(readdirSync(parent)).toEqual(before);
  });

  it('never replaces a folder that holds files', () => {
    mkdirSync(join(parent, 'taken'));
    writeFolderAtomically(join(parent, 'taken', 'inner'), { 'meta.ts': 'first' });
    expect(() => writeFolderAtomically(join(parent, 'taken'), { 'meta.ts': 'second' })).toThrow();
    expect(readdirSync(join(parent, 'taken'))).toEqual(['inner']);
    expect(readdirSync(parent).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});

describe('npm run new-article, in a copy of the checkout', () => {
  let copy: string;
  const articles = () => join(copy, 'src', 'content', 'articles');
  const newArticle = (...args: string[]) =>
    run('npx', ['tsx', 'tools/content/new-article.ts', ...args], { cwd: copy, env: buildEnvironment() }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  /** The copy's /resources listing, by slug, as its build reads the articles. */
  async function listedSlugs(): Promise<string[]> {
    const server = await createServer({ root: copy, configFile: join(copy, 'vite.config.ts'), ...NODE_ONLY_SERVER });
    try {
      const registry = (await server.ssrLoadModule('/src/content/articles/index.ts')) as typeof Registry;
      return registry.listedArticles.map((article) => article.slug);
    } finally {
      await server.close();
    }
  }

  beforeAll(async () => {
    copy = copyCheckout('blueprint-new-article-');
  }, 60_000);
  afterAll(() => removeCopy(copy));

  it('writes a complete article from a title: its slug, today’s date, the team, first in the listing, content check passed', async () => {
    // In place of the empty folder an interrupted run would have left.
    mkdirSync(join(articles(), 'some-new-title'));
    const result = await newArticle('Some New Title');
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Created /resources/some-new-title');
    expect(result.stdout).toMatch(/Content check: \d+ articles, no problems\./);
    expect(readdirSync(join(articles(), 'some-new-title')).sort()).toEqual(['body.ts', 'meta.ts']);

    const meta = readFileSync(join(articles(), 'some-new-title', 'meta.ts'), 'utf8');
    expect(meta).toContain("title: 'Some New Title'");
    expect(meta).toContain(`date: '${localIsoDate()}'`);
    expect(meta).toContain("author: 'team'");
    // The folder is the address and the date the place: neither is written again.
    expect(meta).not.toMatch(/\b(slug|order):/);
    // First in the listing, the others kept in their order: the copy lists what this checkout lists.
    expect(await listedSlugs()).toEqual(['some-new-title', ...listedArticles.map((article) => article.slug)]);

    const body = readFileSync(join(articles(), 'some-new-title', 'body.ts'), 'utf8');
    expect(body).not.toContain('export {');
    expect(body).toMatch(/type: 'heading'[\s\S]*type: 'paragraph'[\s\S]*type: 'cta'/);
  }, 120_000);

  it('refuses a title whose address is taken, and one too long for a search result', async () => {
    const taken = await newArticle('Some New Title');
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('There is already an article at /resources/some-new-title');
    const long = await newArticle('x'.repeat(71));
    expect(long.code).toBe(1);
    expect(long.stderr).toContain('The title is 71 characters: keep it to 70');
  }, 60_000);

  it('refuses a title with a line break or another control character, writing nothing, so a retry works', async () => {
    const before = readdirSync(articles());
    const refused = await newArticle('Line one\nline two');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'The title holds a line break (U+000A) after "Line one": give it on one line, without control characters.',
    );
    expect(readdirSync(articles())).toEqual(before);

    const retry = await newArticle('Line one, line two');
    expect(retry.stdout).toContain('Created /resources/line-one-line-two');
  }, 120_000);

  it('--podcast writes an episode page whose player and facts await confirmation', async () => {
    const result = await newArticle('Episode Twelve: Privacy Signals', '--podcast');
    expect(result.stdout).toMatch(/Content check: \d+ articles, no problems\./);
    const meta = readFileSync(join(articles(), 'episode-twelve-privacy-signals', 'meta.ts'), 'utf8');
    expect(meta).toContain("kind: 'podcast'");
    expect(meta).toContain("topics: ['Podcasts']");
    const body = readFileSync(join(articles(), 'episode-twelve-privacy-signals', 'body.ts'), 'utf8');
    expect(body).toContain("type: 'podcast'");
    expect(body).toMatch(/embedUrl: \{\s*value: '[^']+',\s*status: 'awaiting'/);
  }, 60_000);
});
