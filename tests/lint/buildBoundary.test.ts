// @vitest-environment node
/**
 * The build boundary of tools/lint/buildBoundary.js: a module the browser can load fails lint when it
 * imports a build-time module or a Node built-in, and a build-time module may do both. Each fixture is
 * linted as if it were a file at its path.
 */
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importing, lintMessages, projectEslint } from '../support/lint';

const root = resolve(import.meta.dirname, '../..');

/** The messages of the boundary rules for a module at `file` holding `code`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  return (await lintMessages(file, code))
    .filter(
      (m) =>
        ['import-x/no-nodejs-modules', 'import-x/no-dynamic-require', 'boundary/no-build-path'].includes(m.ruleId!) ||
        (m.ruleId === 'import-x/no-restricted-paths' && m.message.includes('build-time module')),
    )
    .map((m) => m.message);
}

const BUILD_MODULE_IMPORTS = [
  '@/app/awaitingFacts.build',
  '@/app/socialImages.build',
  '@/features/resources/search/buildIndex.build',
  '@/entry-server',
];

describe('lint: the browser bundle reaches no build-time code', () => {
  for (const specifier of BUILD_MODULE_IMPORTS) {
    it(`a browser module may not import ${specifier}`, async () => {
      expect(await boundaryErrors('src/features/contact/fixture.ts', importing(specifier))).toEqual([
        expect.stringContaining('may not import a build-time module'),
      ]);
    }, 60_000);
  }

  it('nor load one later, with a dynamic import', async () => {
    const code = `export const later = () => import('@/app/awaitingFacts.build');\n`;
    expect(await boundaryErrors('src/app/fixture.tsx', code)).toEqual([
      expect.stringContaining('may not import a build-time module'),
    ]);
  }, 60_000);

  it('a browser module may not import a Node built-in, with or without node:', async () => {
    for (const builtin of ['node:crypto', 'fs']) {
      expect(await boundaryErrors('src/lib/fixture.ts', importing(builtin)), builtin).toEqual([
        expect.stringContaining(`Node.js builtin module "${builtin}"`),
      ]);
    }
  }, 60_000);

  it('in a module of any extension Vite bundles', async () => {
    for (const extension of ['js', 'mjs', 'mts', 'cjs']) {
      expect(await boundaryErrors(`src/lib/fixture.${extension}`, importing('fs')), extension).toEqual([
        expect.stringContaining('Node.js builtin module "fs"'),
      ]);
    }
  }, 60_000);

  it('a browser module may not import a root config file or .data/, even as ?raw', async () => {
    for (const specifier of [
      '../../vite.config.ts?raw',
      '../../playwright.scale.config',
      '../../.data/submissions.jsonl',
    ]) {
      const errors = await boundaryErrors('src/lib/fixture.ts', importing(specifier));
      expect(errors, specifier).toEqual([expect.stringContaining('may not reach build-time files')]);
    }
  }, 60_000);

  it('nor glob build-time code, nor import a path the lint cannot read', async () => {
    const globbing = `export const all = import.meta.glob(['/src/pages/*.tsx', '/src/**/*.build.ts']);\n`;
    expect(await boundaryErrors('src/app/fixture.ts', globbing)).toEqual([
      expect.stringContaining('may not reach build-time files'),
    ]);
    const computed = `export const load = (name: string) => import(\`./pages/\${name}.tsx\`);\n`;
    expect(await boundaryErrors('src/app/fixture.ts', computed)).toEqual([expect.stringContaining('string literals')]);
  }, 60_000);

  it('a build-time module may import both, and a browser module other browser modules', async () => {
    const build = `${importing('node:crypto')}${importing('@/app/awaitingFacts.build').replaceAll('imported', 'facts')}`;
    expect(await boundaryErrors('src/app/fixture.build.ts', build)).toEqual([]);
    expect(await boundaryErrors('src/fixture.server.tsx', build)).toEqual([]);
    expect(await boundaryErrors('src/app/fixture.tsx', importing('@/app/pageTable'))).toEqual([]);
  }, 60_000);

  it('holds for every module of src/ but those named as build-time', async () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
      );
    const buildTime = /\.(?:build|server)\.tsx?$|^src\/entry-server\.tsx$/;
    const modules = files(join(root, 'src')).map((file) => relative(root, file));
    const unchecked: string[] = [];
    for (const file of modules) {
      const config = (await projectEslint().calculateConfigForFile(file)) as { rules: Record<string, unknown[]> };
      if (config.rules['import-x/no-nodejs-modules']?.[0] !== 2) unchecked.push(file);
    }
    expect(unchecked).toContain('src/entry-server.tsx');
    expect(unchecked).toEqual(modules.filter((file) => buildTime.test(file)));
  }, 120_000);
});
