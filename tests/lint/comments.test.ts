import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../support/sourceFiles';

/**
 * The code explains itself: no comment or string points the reader at a document the repository does not
 * hold. The rule belongs where it applies, in its own words; a requirement the client fixed lives in
 * docs/requirements.md, an article's fact cites its public URL.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const SCANNED = ['src', 'tools', 'tests', 'e2e'];
const SOURCE_FILE = /\.(?:ts|tsx|js|mjs|cjs)$/;
const THIS_FILE = relative(ROOT, import.meta.filename);

const OUTSIDE_DOCUMENTS: { name: string; pattern: RegExp }[] = [
  { name: 'the spec by name', pattern: /\bSPEC\b|\b[Ss]pec(?:'s|’s)? (?:§|section)|\b[Tt]he spec(?:'s|’s)?(?![\w-])/ },
  // A section sign before one digit is a spec section ("§2", "§2–§5"); statutes have longer numbers
  // (Cal. Civ. Code §1798.130, 11 CCR §7002, Civil Code §56), which stay.
  { name: 'a section number', pattern: /§\s?[1-9](?![\d.])/ },
  { name: 'the fact bank', pattern: /CONTENT-FACTS|fact-bank|fact bank/i },
  { name: 'a shared document', pattern: /\bDESIGN\.md\b|\bRECIPES(?:\.md)?\b|\.\.\/shared\// },
  { name: 'an issue number', pattern: /\bissue \d+/i },
  { name: 'a fact-bank ID', pattern: /\b(?:CT|CO|CA|[HCDFSWNK])\d{1,2}a?\b/ },
];

/** Words that look like a fact-bank ID but are something else, with the file they appear in. */
const ALLOWED: { file: string; text: string }[] = [
  // C1 control characters (U+0080–U+009F), the Unicode block, not a fact.
  { file: 'tests/content/check.test.ts', text: "'a C1 control'" },
];

/** Every line citing a document outside the repository, as 'file:line: what it cites'. */
function citationsOfOutsideDocuments(): string[] {
  const found: string[] = [];
  const files = [...SCANNED.flatMap((dir) => filesUnder(join(ROOT, dir), SOURCE_FILE)), ...topLevelConfigs()];
  for (const path of files) {
    const file = relative(ROOT, path);
    if (file === THIS_FILE) continue;
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const allowed = ALLOWED.filter((entry) => entry.file === file).reduce(
          (text, entry) => text.replaceAll(entry.text, ''),
          line,
        );
        // Hex colours and URL-encoded bytes (#C0C0C0, %C3%28) are not IDs.
        const text = allowed.replace(/#[0-9a-f]{3,8}\b|%[0-9a-f]{2}/gi, '');
        const cited = OUTSIDE_DOCUMENTS.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name);
        if (cited.length > 0) found.push(`${file}:${index + 1}: ${cited.join(', ')}: ${line.trim().slice(0, 120)}`);
      });
  }
  return found;
}

function topLevelConfigs(): string[] {
  return readdirSync(ROOT)
    .filter((name) => SOURCE_FILE.test(name))
    .map((name) => join(ROOT, name));
}

describe('comments cite no document outside the repository', () => {
  it('finds none in src/, tools/, tests/, e2e/ or the top-level configs', () => {
    expect(citationsOfOutsideDocuments()).toEqual([]);
  });

  it('recognises each kind of citation, and lets a statute through', () => {
    const cites = (text: string) => OUTSIDE_DOCUMENTS.some(({ pattern }) => pattern.test(text));
    for (const citation of [
      '// SPEC §2: the brand',
      '/** The messages of spec §5. */',
      "the spec's section 5",
      "it('accepts the §3 shape')",
      '(spec §2–§5, §8)',
      '/** Not a dead end: the spec’s message. */',
      'as the spec shows it',
      "confirmed('CEO', 'CONTENT-FACTS K1')",
      '// H1 (July 1, 2025), CO2, CT2, CA5, S3a',
      '(see DESIGN.md)',
      'the listing beyond one page (issue 12)',
      '(../shared/CONTENT-FACTS.md)',
    ]) {
      expect(cites(citation), citation).toBe(true);
    }
    for (const statute of [
      'Cal. Civ. Code §1798.130(a)(5)',
      'What §7002 says',
      'Civil Code §56 and following',
      'an h1 heading',
      'sha256 digests',
      'U+2028',
      'the specific pieces',
      'the spec-compliant parser',
    ]) {
      expect(cites(statute), statute).toBe(false);
    }
  });
});
