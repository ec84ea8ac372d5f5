// @vitest-environment node
/**
 * The search engine's rules of tools/lint/searchLibrary.js: a module of src/features/resources/search/
 * fails lint when it imports React or a UI package, the site's features, pages, content or config, or
 * renders JSX; its own modules and src/lib stay open to it.
 */
import { describe, expect, it } from 'vitest';
import { importing, lintMessages } from '../support/lint';

const LIBRARY_RULES = ['import-x/no-restricted-paths', 'no-restricted-imports', 'no-restricted-syntax'];

async function libraryErrors(code: string, file = 'src/features/resources/search/fixture.ts'): Promise<string[]> {
  return (await lintMessages(file, code)).filter((m) => LIBRARY_RULES.includes(m.ruleId ?? '')).map((m) => m.message);
}

describe('lint: the search engine is a library with no UI', () => {
  for (const specifier of ['react', 'react-dom/client', 'react-router-dom', 'lucide-react']) {
    it(`may not import ${specifier}`, async () => {
      expect(await libraryErrors(importing(specifier))).toEqual([expect.stringContaining('is a library with no UI')]);
    }, 60_000);
  }

  it('nor a type from React', async () => {
    const code = `import type { ReactNode } from 'react';\nexport type Shown = ReactNode;\n`;
    expect(await libraryErrors(code)).toEqual([expect.stringContaining('is a library with no UI')]);
  }, 60_000);

  for (const specifier of [
    '../ArticleCard',
    '@/features/resources/listing',
    '@/features/contact/schema',
    '@/components/ui/Container',
    '@/content/authors',
    '@/config/site',
  ]) {
    it(`may not import the site's ${specifier}`, async () => {
      expect(await libraryErrors(importing(specifier))).toContainEqual(
        expect.stringContaining('is a library: it imports nothing of the site but src/lib'),
      );
    }, 60_000);
  }

  it('renders no JSX, even in a .tsx file that imports nothing', async () => {
    const code = `export const Marked = ({ text }: { text: string }) => <mark>{text}</mark>;\n`;
    expect(await libraryErrors(code, 'src/features/resources/search/fixture.tsx')).toEqual([
      expect.stringContaining('renders nothing'),
    ]);
  }, 60_000);

  it('may import its own modules, src/lib and its stemmer; the listing may import it', async () => {
    expect(await libraryErrors(`${importing('./fold')}`)).toEqual([]);
    expect(await libraryErrors(importing('@/lib/nextTask'))).toEqual([]);
    expect(await libraryErrors(importing('porter2'))).toEqual([]);
    expect(await libraryErrors(importing('./search/engine'), 'src/features/resources/fixture.tsx')).toEqual([]);
  }, 60_000);
});
