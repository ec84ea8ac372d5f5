/**
 * Characters content text cannot hold. Pages are HTML and the feed is XML: an HTML parser drops or
 * changes a control character (a line break typed into a title, a NUL pasted from a PDF), so the page
 * no longer shows what was written and hydration no longer matches it, and one such character makes the
 * whole RSS feed invalid XML, as do half an emoji (a lone surrogate) and the noncharacters U+FFFE and
 * U+FFFF. Everything else, `$`, `<`, `&`, emoji and bidirectional marks included, is text like any other
 * and goes through as written.
 */
const UNWRITABLE =
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  /[\u0000-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const NAMES: Record<string, string> = {
  '\n': 'a line break',
  '\r': 'a carriage return',
  '\t': 'a tab',
  '\u0000': 'a NUL character',
};

const codePoint = (character: string) => `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

function nameOf(character: string): string {
  if (NAMES[character]) return `${NAMES[character]} (${codePoint(character)})`;
  if (/[\ud800-\udfff]/.test(character)) return `half of an emoji or other character (${codePoint(character)})`;
  if (/[\ufffe\uffff]/.test(character)) return `a noncharacter (${codePoint(character)})`;
  return `a control character (${codePoint(character)})`;
}

/** The first character `text` cannot hold, named for an editor, with where it is; undefined when there is none. */
export function unwritableCharacter(text: string): { name: string; where: string } | undefined {
  const match = UNWRITABLE.exec(text);
  if (!match) return undefined;
  const where =
    match.index === 0 ? 'at its start' : `after "${text.slice(Math.max(0, match.index - 20), match.index)}"`;
  return { name: nameOf(match[0]), where };
}

/** What is wrong with a field's `text` and how to fix it, or undefined when every character can be written. */
export function unwritableCharacterProblem(text: string): string | undefined {
  const found = unwritableCharacter(text);
  return (
    found &&
    `holds ${found.name} ${found.where}: remove it (a new paragraph is a new block; an emoji must be pasted whole). Pages and the RSS feed cannot carry it as written.`
  );
}
