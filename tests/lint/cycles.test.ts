/**
 * No import circle in src/ or tools/. import-x/no-cycle (npm run lint; tests/lint/rules.test.ts) refuses a circle
 * of value imports, in either folder; a circle that an `import type` closes passes it, yet still ties two modules
 * together so that neither can be read or moved without the other. So this test also walks the whole graph,
 * type-only and dynamic imports included, with TypeScript's own module resolution.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../support/sourceFiles';

const root = resolve(import.meta.dirname, '../..');
const SCANNED = ['src', 'tools'];

/** Each module of src/ and tools/, with the modules of src/ and tools/ it imports, as paths from the root. */
function importGraph(): Map<string, string[]> {
  const { config } = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const inScope = (file: string) => SCANNED.some((dir) => file.startsWith(`${dir}/`));
  const graph = new Map<string, string[]>();
  for (const path of SCANNED.flatMap((dir) => filesUnder(join(root, dir), /\.(?:tsx?|js)$/))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
    const imported = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, path, options, ts.sys).resolvedModule;
      const file = resolved && !resolved.isExternalLibraryImport ? relative(root, resolved.resolvedFileName) : '';
      return inScope(file) ? [file] : [];
    });
    graph.set(relative(root, path), imported);
  }
  return graph;
}

/** The graph's circles: each set of more than one module that reach one another, or a module importing itself. */
function circles(graph: Map<string, string[]>): string[][] {
  const reachable = new Map<string, Set<string>>();
  for (const start of graph.keys()) {
    const seen = new Set<string>();
    for (const stack = [...graph.get(start)!]; stack.length > 0;) {
      const node = stack.pop()!;
      if (seen.has(node)) continue;
      seen.add(node);
      stack.push(...(graph.get(node) ?? []));
    }
    reachable.set(start, seen);
  }
  const found = new Map<string, string[]>();
  for (const [node, seen] of reachable) {
    const circle = [...seen].filter((other) => reachable.get(other)?.has(node)).sort();
    if (circle.length > 0) found.set(circle.join(), circle);
  }
  return [...found.values()];
}

describe('no import circles in src/ or tools/', () => {
  it('finds none, type-only and dynamic imports included', () => {
    const graph = importGraph();
    // The walk saw both folders and resolved both kinds of specifier ('@/…' and './x.ts').
    expect(graph.get('src/features/resources/searchIndexData.build.ts')).toContain(
      'src/features/resources/search/buildIndex.build.ts',
    );
    expect(graph.get('tools/content/check.ts')).toContain('tools/content/requirements.ts');
    expect(circles(graph)).toEqual([]);
  }, 60_000);

  it('recognises a circle, also when an import type closes it', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts', 'd.ts']],
      ['e.ts', []],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['d.ts']]);
  });
});
