// @vitest-environment node
/**
 * Internal links are typed against the page table only if they go through src/components/ui/Link.tsx:
 * lint refuses the router's own Link and NavLink anywhere else in the site.
 */
import { describe, expect, it } from 'vitest';
import { lintMessages } from '../support/lint';

async function restrictedImports(file: string, source: string): Promise<string[]> {
  return (await lintMessages(file, source)).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('lint: internal links are typed', () => {
  it.each([['Link'], ['NavLink']])(
    'refuses the router’s %s in a page',
    async (name) => {
      const source = `import { ${name} } from 'react-router-dom';\nexport const used = ${name};\n`;
      expect(await restrictedImports('src/pages/LinkFixture.tsx', source)).toEqual([
        expect.stringContaining("Import Link and NavLink from '@/components/ui/Link'"),
      ]);
    },
    60_000,
  );

  it('allows the typed Link, and the router’s other exports', async () => {
    const source = `import { Link } from '@/components/ui/Link';\nimport { useLocation } from 'react-router-dom';\nexport const used = [Link, useLocation];\n`;
    expect(await restrictedImports('src/pages/LinkFixture.tsx', source)).toEqual([]);
  }, 60_000);
});
