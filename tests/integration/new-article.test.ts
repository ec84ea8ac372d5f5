// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstOrder, localIsoDate } from '../../tools/new-article/draft';
import { writeFolderAtomically } from '../../tools/new-article/writeFolder';
import { buildEnvironment, copyCheckout, removeCopy, run } from '../support/checkoutCopy';

describe('a new article’s date and place', () => {
  it('comes a step before the current first article, or at 1000 in an empty listing', () => {
    expect(firstOrder([1010, 1000, 1200])).toBe(990);
    expect(firstOrder([-20, 5])).toBe(-30);
    expect(firstOrder([])).toBe(1000);
  });

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

  it('appears with every file complete', () => {
    writeFolderAtomically(join(parent, 'complete'), { 'meta.ts': 'meta', 'body.ts': 'body' });
    expect(readdirSync(parent)).toEqual(['complete']);
    expect(readFileSync(join(parent, 'complete', 'meta.ts'), 'utf8')).toBe('meta');
    expect(readFileSync(join(parent, 'complete', 'body.ts'), 'utf8')).toBe('body');
  });

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
    run('npx', ['tsx', 'tools/new-article.ts', ...args], { cwd: copy, env: buildEnvironment() }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  /** Every listed article's order but one's, read from the metadata files. */
  const ordersBesides = (slug: string) =>
    readdirSync(articles())
      .filter((folder) => folder !== slug && existsSync(join(articles(), folder, 'meta.ts')))
      .map((folder) => /\border: (-?\d+)/.exec(readFileSync(join(articles(), folder, 'meta.ts'), 'utf8'))?.[1])
      .filter((order) => order !== undefined)
      .map(Number);

  beforeAll(async () => {
    copy = copyCheckout('blueprint-new-article-');
  }, 60_000);
  afterAll(() => removeCopy(copy));

  it('writes a complete article from a title: its slug, today’s date, the team, first in the listing, content check passed', async () => {
    const result = await newArticle('Some New Title');
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Created /resources/some-new-title');
    expect(result.stdout).toMatch(/Content check: \d+ articles, no problems\./);

    const meta = readFileSync(join(articles(), 'some-new-title', 'meta.ts'), 'utf8');
    expect(meta).toContain("slug: 'some-new-title'");
    expect(meta).toContain("title: 'Some New Title'");
    expect(meta).toContain(`date: '${localIsoDate()}'`);
    expect(meta).toContain("author: 'team'");
    const order = Number(/\border: (-?\d+)/.exec(meta)![1]);
    expect(order).toBeLessThan(Math.min(...ordersBesides('some-new-title')));

    const body = readFileSync(join(articles(), 'some-new-title', 'body.ts'), 'utf8');
    expect(body).toContain("export { default as meta } from './meta?article-page';");
    expect(body).toMatch(/type: 'heading'[\s\S]*type: 'paragraph'[\s\S]*type: 'cta'/);
  }, 60_000);

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

  it('takes the place of an empty folder an interrupted run left behind', async () => {
    mkdirSync(join(articles(), 'left-behind'));
    const result = await newArticle('Left Behind');
    expect(result.stdout).toContain('Created /resources/left-behind');
    expect(readdirSync(join(articles(), 'left-behind')).sort()).toEqual(['body.ts', 'meta.ts']);
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
