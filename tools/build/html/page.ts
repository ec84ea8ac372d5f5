/**
 * How the build composes one page (tools/build/prerender.ts): the route rendered by the server build
 * (src/entry-server.tsx), its head hints, data block and JSON-LD, filled into the client's index.html.
 * Pure apart from the server build it is given, so a test composes pages exactly as the build does.
 */
type ServerEntry = typeof import('../../../src/entry-server');

/** The template's markers for React's head tags (plus the build's) and for the page's markup. */
const HEAD_MARKER = '<!--app-head-->';
const BODY_MARKER = '<!--app-html-->';

/** React 19 emits hoisted <title>/<meta>/<link> at the start of the markup; they belong in <head>. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/** Where the template's one `marker` is. */
function onlyMarker(template: string, marker: string): number {
  const at = template.indexOf(marker);
  if (at === -1 || template.indexOf(marker, at + 1) !== -1)
    throw new Error(`The page template must hold ${marker} exactly once.`);
  return at;
}

/** Whether `template` is still the unfilled page template. */
export const isUnfilledTemplate = (template: string): boolean => template.includes(BODY_MARKER);

/** A template whose head starts with `tags`, before anything a page puts there. */
export function withHeadStart(template: string, tags: string): string {
  const at = onlyMarker(template, HEAD_MARKER);
  return template.slice(0, at) + tags + template.slice(at);
}

/**
 * Puts the page's head and body where the template's markers are. Only slicing and joining: the inserted
 * text is never read as anything (String.replace with a string would read `$&`, `$'`, `` $` `` and `$$` in
 * an article as replacement patterns), and both markers are found in the template before anything goes in.
 */
export function fillTemplate(template: string, markup: string, extraHead = ''): string {
  const head = LEADING_HEAD_TAGS.exec(markup)?.[0] ?? '';
  const body = markup.slice(head.length);
  if ((head.match(/<title>/g) ?? []).length !== 1)
    throw new Error('Expected exactly one <title> in the rendered head.');
  const headAt = onlyMarker(template, HEAD_MARKER);
  const bodyAt = onlyMarker(template, BODY_MARKER);
  if (bodyAt < headAt) throw new Error(`The template's ${HEAD_MARKER} must come before its ${BODY_MARKER}.`);
  return (
    template.slice(0, headAt) +
    head +
    extraHead +
    template.slice(headAt + HEAD_MARKER.length, bodyAt) +
    body +
    template.slice(bodyAt + BODY_MARKER.length)
  );
}

/** The parts of the server build a page is composed from. */
export type PageSource = Pick<
  ServerEntry,
  'render' | 'articleSlugOf' | 'getArticle' | 'articleData' | 'listingData' | 'structuredDataFor' | 'jsonLdScript'
>;

/**
 * One page's HTML as the build writes it: the route rendered, then its head hints, its data block (an
 * article's or a listing page's) and its JSON-LD, all filled into the template.
 */
export async function prerenderPage(
  entry: PageSource,
  template: string,
  path: string,
  headHints: string,
): Promise<string> {
  const { html, status } = await entry.render(path);
  if (status !== 200) throw new Error(`${path} rendered with status ${status}`);
  const h1Count = (html.match(/<h1[\s>]/g) ?? []).length;
  if (h1Count !== 1) throw new Error(`${path} has ${h1Count} <h1> elements; every page needs exactly one.`);
  const slug = entry.articleSlugOf(path);
  const structuredData = entry.structuredDataFor(path, slug ? entry.getArticle(slug) : undefined);
  const extraHead =
    headHints +
    (slug ? await entry.articleData(slug) : entry.listingData(path)) +
    structuredData.map(entry.jsonLdScript).join('');
  return fillTemplate(template, html, extraHead);
}
