// @vitest-environment node
/**
 * Adding a page is one declaration in src/app/pageTable.ts plus its module: nothing else to edit. In a
 * copy of the checkout, a new page gets its route, its prerendered file, its sitemap entry and its social
 * card from a production build.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEnvironment, copyCheckout, removeCopy, run } from '../support/checkoutCopy';

const PAGE = `import { Seo } from '@/components/Seo';
import { Container } from '@/components/ui/Container';

export const meta = { title: 'Questions and Answers', description: 'What people ask us most often.' };

export default function QuestionsPage() {
  return (
    <Container>
      <Seo {...meta} />
      <h1>Questions and Answers</h1>
    </Container>
  );
}
`;

let copy: string;
const read = (file: string) => readFileSync(join(copy, file), 'utf8');

beforeAll(async () => {
  copy = copyCheckout('blueprint-add-page-');
  writeFileSync(join(copy, 'src/pages/QuestionsPage.tsx'), PAGE);
  const table = read('src/app/pageTable.ts');
  const declaration = "  { path: '/questions', module: 'QuestionsPage' },\n";
  const anchor = "  { path: '/contact',";
  expect(table).toContain(anchor);
  writeFileSync(join(copy, 'src/app/pageTable.ts'), table.replace(anchor, declaration + anchor));
  await run('npm', ['run', 'build'], { cwd: copy, env: buildEnvironment(), maxBuffer: 64 * 1024 * 1024 });
}, 300_000);
afterAll(() => removeCopy(copy));

describe('a page declared once in src/app/pageTable.ts', () => {
  it('is prerendered at its own path, with its title and the site layout', () => {
    const html = read('dist/questions.html');
    expect(html).toContain('<title>Questions and Answers | Blueprint</title>');
    expect(html).toContain('<h1>Questions and Answers</h1>');
    expect(html).toContain('<meta name="description" content="What people ask us most often."/>');
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toContain('"/assets/QuestionsPage-'); // its own lazy chunk, preloaded on its first load
  });

  it('is in the sitemap and has its own social image', () => {
    expect(read('dist/sitemap.xml')).toMatch(/<loc>[^<]*\/questions<\/loc>/);
    expect(existsSync(join(copy, 'dist/og/questions.png'))).toBe(true);
    expect(read('dist/questions.html')).toMatch(/<meta property="og:image" content="[^"]*\/og\/questions\.png"/);
  });

  it('is routed on the client: the route → module list names its chunk', () => {
    const modules = JSON.parse(read('dist/route-modules.json')) as Record<string, string[]>;
    expect(modules['/questions']?.some((file) => /\/QuestionsPage-[\w-]+\.js$/.test(file))).toBe(true);
  });
});

describe('a page’s path, from the same declaration', () => {
  it('is a typed internal path at once: a link to it type-checks, a mistyped one does not', async () => {
    writeFileSync(
      join(copy, 'src/pages/QuestionsLinks.ts'),
      `import type { InternalHref } from '@/config/pagePaths';
export const toQuestions: InternalHref = '/questions#top';
// @ts-expect-error: no such page
export const mistyped: InternalHref = '/qestions';
`,
    );
    await expect(run('npx', ['tsc', '--noEmit', '-p', '.'], { cwd: copy })).resolves.toBeDefined();
  }, 300_000);
});
