/**
 * The import rules of eslint.config.js, each shown failing on a fixture that breaks it, beside fixtures it lets
 * through. A fixture is linted as if it were a file at its path, and every message ESLint gives it is expected:
 * - the build boundary (tools/lint/buildBoundary.js): a module the browser can load imports no build-time
 *   module, Node built-in, root config file or .data/, globs no build-time code and imports only literal paths;
 * - the layers (tools/lint/layers.js): each zone refuses an import that crosses it the wrong way;
 * - the search engine is a library (tools/lint/searchLibrary.js): no UI package, nothing of the site, no JSX;
 * - internal links are typed: the router's own Link and NavLink only through src/components/ui/Link.tsx;
 * - no circle of value imports, in src/ or tools/ (tests/lint/cycles.test.ts also finds those a type closes).
 */
import { join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { layerZones } from '../../tools/lint/layers.js';
import { filesUnder } from '../support/sourceFiles';

const root = resolve(import.meta.dirname, '../..');
// Loading the configuration and plugins is most of a lint's time: one ESLint for every case. import-x/no-cycle
// walks the whole graph under each import, seconds for a fixture importing the app: it runs only where it is
// the rule under test.
const full = new ESLint({ cwd: root });
const withoutCycles = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });

interface Case {
  name: string;
  file: string;
  code: string;
  /** A piece of each message expected, in order; none for a fixture the rules let through. */
  refused: string[];
}

/** A module at `file` that imports `specifier` and uses it. */
const importing = (file: string, specifier: string, ...refused: string[]): Case => ({
  name: `${file} imports ${specifier}`,
  file,
  code: `import * as imported from '${specifier}';\nexport const used = imported;\n`,
  refused,
});
const holding = (file: string, code: string, ...refused: string[]): Case => ({
  name: `${file}: ${code.split('\n')[0]}`,
  file,
  code,
  refused,
});

const BUILD_MODULE = 'may not import a build-time module';
const BUILD_FILES = 'may not reach build-time files';
const builtin = (name: string) => `Node.js builtin module "${name}"`;
const NO_UI = 'is a library with no UI';
const NOT_THE_SITE = 'is a library: it imports nothing of the site but src/lib';
const LAYER = 'restricted zone';
const CYCLE = 'Dependency cycle';

const BOUNDARY: Case[] = [
  ...['@/app/awaitingFacts.build', '@/app/socialImages.build', '@/features/resources/search/buildIndex.build']
    .concat('@/entry-server')
    .map((specifier) => importing('src/app/fixture.ts', specifier, BUILD_MODULE)),
  holding('src/app/fixture.tsx', `export const later = () => import('@/app/awaitingFacts.build');\n`, BUILD_MODULE),
  // With or without node:, in a module of any extension Vite bundles.
  importing('src/lib/fixture.ts', 'node:crypto', builtin('node:crypto')),
  ...['ts', 'js', 'mjs', 'mts', 'cjs'].map((extension) =>
    importing(`src/lib/fixture.${extension}`, 'fs', builtin('fs')),
  ),
  // By name, whether or not the file is there, even as ?raw.
  ...['../../vite.config.ts?raw', '../../playwright.scale.config', '../../.data/submissions.jsonl'].map((specifier) =>
    importing('src/lib/fixture.ts', specifier, BUILD_FILES),
  ),
  holding(
    'src/app/fixture.ts',
    `export const all = import.meta.glob(['/src/pages/*.tsx', '/src/**/*.build.ts']);\n`,
    BUILD_FILES,
  ),
  holding(
    'src/app/fixture.ts',
    'export const load = (name: string) => import(`./pages/${name}.tsx`);\n',
    'string literals',
  ),
  // A build-time module may import both; a browser module, other browser modules.
  ...['src/app/fixture.build.ts', 'src/fixture.server.tsx'].map((file) =>
    holding(
      file,
      `import { createHash } from 'node:crypto';\nimport * as facts from '@/app/awaitingFacts.build';\nexport const used = [createHash, facts];\n`,
    ),
  ),
  importing('src/app/fixture.tsx', '@/app/pageTable'),
];

/** A module in each layer that a fixture can import. */
const MODULE_IN: Record<string, string> = {
  './src/config': '@/config/site',
  './src/content': '@/content/authors',
  './src/lib': '@/lib/cn',
  './src/components': '@/components/ui/Container',
  './src/features': '@/features/contact/schema',
  './src/pages': '@/pages/HomePage',
  './src/app': '@/app/routes',
  './tools': '../../tools/test/browsers.ts',
  './e2e': '../../e2e/support/site.ts',
  './tests': '../../tests/renderWithRouter.tsx',
};

const LAYERS: Case[] = [
  ...layerZones.map((zone) => {
    // A feature reaching into another feature: the zone for ./src/features/<name> forbids every other one.
    const feature = /^\.\/src\/features\/(.+)$/.exec(zone.target)?.[1];
    if (feature)
      return importing(
        `src/features/${feature}/fixture.ts`,
        feature === 'contact' ? '@/features/resources/listing' : '@/features/contact/schema',
        LAYER,
      );
    const crossing = [zone.from]
      .flat()
      .map((layer) => MODULE_IN[layer])
      .find(Boolean);
    // Two levels deep, so '../../x' in a fixture reaches the repository root as the real files' imports do.
    return importing(`${zone.target.slice(2)}/layer-fixture/fixture.ts`, crossing!, LAYER);
  }),
  importing('src/pages/layer-fixture/fixture.ts', '@/lib/cn'),
  importing('src/features/contact/fixture.ts', '@/features/contact/schema'),
  importing('e2e/layer-fixture/fixture.ts', '../../tools/test/browsers.ts'),
];

const SEARCH = 'src/features/resources/search/fixture.ts';
const SEARCH_LIBRARY: Case[] = [
  ...['react', 'react-dom/client', 'react-router-dom', 'lucide-react'].map((specifier) =>
    importing(SEARCH, specifier, NO_UI),
  ),
  holding(SEARCH, `import type { ReactNode } from 'react';\nexport type Shown = ReactNode;\n`, NO_UI),
  ...['../ArticleCard', '@/features/resources/listing', '@/components/ui/Container', '@/content/authors']
    .concat('@/config/site')
    .map((specifier) => importing(SEARCH, specifier, NOT_THE_SITE)),
  // Another feature is also the layers' business.
  importing(SEARCH, '@/features/contact/schema', 'A feature may not import another feature', NOT_THE_SITE),
  // Even a .tsx file that imports nothing.
  holding(
    `${SEARCH}x`,
    'export const Marked = ({ text }: { text: string }) => <mark>{text}</mark>;\n',
    'renders nothing',
  ),
  ...['./fold', '@/lib/nextTask', 'porter2'].map((specifier) => importing(SEARCH, specifier)),
  importing('src/features/resources/fixture.tsx', './search/engine'),
];

const TYPED_LINKS: Case[] = [
  ...['Link', 'NavLink'].map((name) =>
    holding(
      'src/pages/LinkFixture.tsx',
      `import { ${name} } from 'react-router-dom';\nexport const used = ${name};\n`,
      "Import Link and NavLink from '@/components/ui/Link'",
    ),
  ),
  holding(
    'src/pages/LinkFixture.tsx',
    `import { Link } from '@/components/ui/Link';\nimport { useLocation } from 'react-router-dom';\nexport const used = [Link, useLocation];\n`,
  ),
];

// A module imported with a value import by another, given a value import of that one back.
const CYCLES: Case[] = [
  holding(
    'src/content/articles/topics.ts',
    `import { BLOCK_TYPES } from './schema';\nexport const TOPICS = BLOCK_TYPES;\n`,
    CYCLE,
  ),
  holding(
    'tools/content/text.ts',
    `import { formatIssues } from './check.ts';\nexport const format = formatIssues;\n`,
    CYCLE,
  ),
];

describe.each([
  ['the browser bundle reaches no build-time code', BOUNDARY],
  ['layers import only downwards', LAYERS],
  ['the search engine is a library with no UI', SEARCH_LIBRARY],
  ['internal links are typed', TYPED_LINKS],
  ['no circle of value imports', CYCLES],
])('lint: %s', (_, cases) => {
  for (const { name, file, code, refused } of cases)
    it(
      name,
      async () => {
        const eslint = refused.includes(CYCLE) ? full : withoutCycles;
        const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
        expect(result.messages.map((message) => message.message)).toEqual(
          refused.map((piece) => expect.stringContaining(piece)),
        );
      },
      60_000,
    );
});

it('lint: the build boundary holds for every module of src/ but those named as build-time', async () => {
  const buildTime = /\.(?:build|server)\.tsx?$|^src\/entry-server\.tsx$/;
  const modules = filesUnder(join(root, 'src'), /\.tsx?$/).map((file) => relative(root, file));
  const unchecked: string[] = [];
  for (const file of modules) {
    const config = (await full.calculateConfigForFile(file)) as { rules: Record<string, unknown[]> };
    if (config.rules['import-x/no-nodejs-modules']?.[0] !== 2) unchecked.push(file);
  }
  expect(unchecked).toContain('src/entry-server.tsx');
  expect(unchecked).toEqual(modules.filter((file) => buildTime.test(file)));
}, 120_000);
