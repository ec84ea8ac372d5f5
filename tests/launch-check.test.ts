import { describe, expect, it } from 'vitest';
import type { AwaitingFact } from '@/app/awaitingFacts.build';
import { pagesShowing } from '../tools/content/builtPages';
import { apiBaseUrlProblem, buildWarning, launchCheck } from '../tools/content/launchReport';

const API = 'https://api.blueprintaudiences.com';

const pages = new Map([
  ['/', '<footer>© 2025 Blueprint Audiences, Inc.</footer>'],
  [
    '/privacy',
    '<p>Call 1-800-555-0142</p><a href="tel:+18005550142">call</a><footer>© 2025 Blueprint Audiences, Inc.</footer>',
  ],
  [
    '/about',
    '<p>Blueprint’s &quot;second&quot; co-founder &amp; friend</p><footer>© 2025 Blueprint Audiences, Inc.</footer>',
  ],
]);

const phone: AwaitingFact = {
  group: 'Company facts',
  where: 'src/config/site.ts: privacyPhone',
  shown: '1-800-555-0142 / +18005550142',
  text: ['1-800-555-0142', '+18005550142'],
};
const legalName: AwaitingFact = {
  group: 'Company facts',
  where: 'src/config/site.ts: legalName',
  shown: 'Blueprint Audiences, Inc.',
  text: ['Blueprint Audiences, Inc.'],
};
const date: AwaitingFact = {
  group: 'Article dates',
  where: 'src/content/articles/x/meta.ts: date',
  shown: '2025-06-04',
  pages: ['/resources/x', '/resources'],
};
const policy: AwaitingFact = {
  group: 'Awaiting legal review',
  where: 'src/content/legal/privacy-policy.ts',
  shown: 'Privacy Policy',
  detail: '3 passages marked for review (2 practice, 1 legal)',
  pages: ['/privacy'],
};

describe('launch check', () => {
  it('lists every awaiting fact under its group with the pages that show it, and fails', () => {
    const { output, exitCode } = launchCheck({ facts: [phone, legalName, date, policy], pages, apiBaseUrl: API });
    expect(output.split('\n')).toEqual([
      'Launch check',
      '',
      'Company facts',
      '  src/config/site.ts: privacyPhone "1-800-555-0142 / +18005550142"',
      '    on /privacy',
      '  src/config/site.ts: legalName "Blueprint Audiences, Inc."',
      '    on every page (3)',
      '',
      'Article dates',
      '  src/content/articles/x/meta.ts: date "2025-06-04"',
      '    on /resources/x, /resources',
      '',
      'Awaiting legal review',
      '  src/content/legal/privacy-policy.ts "Privacy Policy": 3 passages marked for review (2 practice, 1 legal)',
      '    on /privacy',
      '',
      'Not ready to launch: 4 facts await confirmation. Confirm each fact where it lives (see src/config/facts.ts).',
    ]);
    expect(exitCode).toBe(1);
  });

  it('says when no built page shows a fact (a stale or missing build)', () => {
    const missing = { ...phone, text: ['1-800-555-0199'] };
    expect(launchCheck({ facts: [missing], pages, apiBaseUrl: API }).output).toContain('    on no built page');
  });

  it('passes only when no fact awaits and the forms API is set', () => {
    expect(launchCheck({ facts: [], pages, apiBaseUrl: API })).toEqual({
      output: 'Launch check\n\nReady to launch: no fact awaits confirmation and the forms API is set.',
      exitCode: 0,
    });
  });

  it('fails while the forms API is not an https origin, even when every fact is confirmed', () => {
    for (const apiBaseUrl of [undefined, '', '   ']) {
      const { output, exitCode } = launchCheck({ facts: [], pages, apiBaseUrl });
      expect(exitCode).toBe(1);
      expect(output).toContain('VITE_API_BASE_URL is empty');
      expect(output).toContain('Not ready to launch: the forms API is not set.');
    }
    for (const origin of ['http://api.example.com', '/forms'])
      expect(apiBaseUrlProblem(origin)).toMatch(/must be the https:\/\/ origin/);
    expect(apiBaseUrlProblem(`${API}/v1`)).toBeUndefined();
  });

  it('the build warns in one line with the count', () => {
    expect(buildWarning([phone, date])).toBe(
      'warning: 2 facts await confirmation; `npm run launch-check` lists them (run it before going live).',
    );
    expect(buildWarning([])).toBe('launch check: no fact awaits confirmation.');
  });
});

// Which dist/ files are pages (readBuiltPages): e2e/built-site.spec.ts reads them as the sitemap's.
describe('built pages', () => {
  it('finds a text as React writes it into HTML, escaped or broken by <wbr>, or raw as in JSON-LD', () => {
    expect(pagesShowing(['Blueprint’s "second" co-founder & friend'], pages)).toEqual(['/about']);
    expect(pagesShowing(['+18005550142'], pages)).toEqual(['/privacy']);
    expect(pagesShowing([''], pages)).toEqual([]);
    const broken = new Map([['/x', '<li>Email: privacy<wbr/>@blueprintaudiences<wbr/>.com<!-- -->.</li>']]);
    expect(pagesShowing(['privacy@blueprintaudiences.com'], broken)).toEqual(['/x']);
  });
});
