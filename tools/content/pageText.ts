/**
 * What a visitor can read on a prerendered page, as the pieces a truth check reads one at a time: the text of
 * each block-level element (a heading, a paragraph, a list item, a card's line), every alt text, aria-label,
 * title and placeholder, and the page's <title> and meta description (a search result shows them). Scripts,
 * styles and JSON data blocks are not text; a <noscript> note is (a visitor without JavaScript reads it). Pure string work on the HTML React writes, so it runs anywhere.
 */

/** Elements that start a new piece of text; any other tag (a link, <strong>, a span) continues the current one. */
const BLOCK_ELEMENTS = new Set(
  'address article aside blockquote body br button caption dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr label legend li main nav noscript ol option p pre section select summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);

/** The attributes whose words a visitor (or a screen reader) gets. */
const READABLE_ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder'];

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === '#')
      return String.fromCodePoint(
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1)),
      );
    return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
  });
}

function attributeValues(html: string): string[] {
  const values: string[] = [];
  for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
    for (const name of READABLE_ATTRIBUTES) {
      const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
      if (match?.[1].trim()) values.push(decodeEntities(match[1]).trim());
    }
  }
  return values;
}

/** The readable pieces of one page, in document order (head first, then the body's text, then attributes). */
export function pageText(html: string): string[] {
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)"/i.exec(html)?.[1];
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  const visible = body
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi, (_tag, name: string) =>
      BLOCK_ELEMENTS.has(name.toLowerCase()) ? '\n' : '',
    );
  const text = decodeEntities(visible)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return [
    ...[title, description].flatMap((value) => (value ? [decodeEntities(value)] : [])),
    ...text,
    ...attributeValues(body),
  ];
}

/** An article page's date, from its structured data; undefined for a page without one. */
export function pageDate(html: string): string | undefined {
  return /"datePublished":"(\d{4}-\d{2}-\d{2})/.exec(html)?.[1];
}
