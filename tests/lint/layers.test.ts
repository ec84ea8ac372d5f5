// @vitest-environment node
/**
 * Every layer rule in tools/lint/layers.js fails on an import that crosses it the wrong way, and main
 * passes (npm run lint runs over the whole tree). Each fixture is linted as if it were a file of its layer.
 */
import { describe, expect, it } from 'vitest';
import { layerZones } from '../../tools/lint/layers.js';
import { importing, lintMessages } from '../support/lint';

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

async function layerErrors(file: string, specifier: string): Promise<string[]> {
  return (await lintMessages(file, importing(specifier)))
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

describe('lint: layers import only downwards', () => {
  // Two levels deep, so '../../x' in a fixture reaches the repository root as the real files' imports do.
  const fixtureIn = (target: string) => `${target.slice(2)}/layer-fixture/fixture.ts`;

  for (const zone of layerZones) {
    const from = [zone.from].flat();
    const crossing = from.map((layer) => MODULE_IN[layer]).find(Boolean);
    // A feature reaching into another feature: the zone for ./src/features/<name> forbids every other one.
    const feature = /^\.\/src\/features\/(.+)$/.exec(zone.target)?.[1];
    const specifier = feature
      ? feature === 'contact'
        ? '@/features/resources/listing'
        : '@/features/contact/schema'
      : crossing;

    it(`${zone.target} may not import ${from.join(', ')}`, async () => {
      expect(specifier, `a module to import from ${from.join(', ')}`).toBeDefined();
      const file = feature ? `src/features/${feature}/fixture.ts` : fixtureIn(zone.target);
      expect(await layerErrors(file, specifier!)).toEqual([expect.stringContaining('restricted zone')]);
    }, 60_000);
  }

  it('an import downwards, or within a layer, is allowed', async () => {
    expect(await layerErrors('src/pages/layer-fixture/fixture.ts', '@/lib/cn')).toEqual([]);
    expect(await layerErrors('src/features/contact/fixture.ts', '@/features/contact/schema')).toEqual([]);
    expect(await layerErrors('e2e/layer-fixture/fixture.ts', '../../tools/test/browsers.ts')).toEqual([]);
  }, 60_000);
});
