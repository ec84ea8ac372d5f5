/**
 * The content check: every article's metadata and body against the schema (src/content/articles/schema.ts),
 * then the rules that look beyond one field: the folder's name is a slug (the page's address), the editorial
 * order (src/content/articles/editorialOrder.ts) names each article once, every internal link reaches a page of the site (and its #anchor an id
 * on that page), external links are https, images exist under public/ at their stated size, and podcast
 * players come from the allowed hosts (the Content-Security-Policy's frame-src), a fact citing the client's
 * requirements says what they say (./requirements.ts), and no text holds a character a page or the feed
 * cannot carry (./text.ts; `$`, `<` and `&` are ordinary text). What the text may say (./bannedPhrases.ts) is
 * checked once, over every prerendered page, by tests/content/siteText.test.ts.
 *
 * Pure apart from what `site` answers, so tests run it on fixtures; tools/content/collect.ts feeds it the
 * real articles and site.
 */
import type { z } from 'zod';
import { EDITORIAL_ORDER } from '../../src/content/articles/editorialOrder.ts';
import { articlePath } from '../../src/content/articles/paths.ts';
import { editDistance } from '../../src/features/resources/search/fold.ts';
import { SLUG_PATTERN } from '../../src/content/articles/rules.ts';
import { articleMetaSchema, BLOCK_TYPES, blockSchemas } from '../../src/content/articles/schema.ts';
import type { ArticleMeta, Block } from '../../src/content/articles/types.ts';
import { IMAGE_FORMATS, imageSize } from './imageSize.ts';
import { unwritableCharacterProblem } from './text.ts';
import { ARTICLES_DIR, bodyFile, metaFile, type ContentIssue } from './issue.ts';
import { requirementIssues } from './requirements.ts';

/** One article folder as the build sees it: each module's export, or undefined when it is missing. */
export interface ArticleFiles {
  /** The folder's name under src/content/articles/: the article's slug, its address under /resources/. */
  folder: string;
  /** meta.ts's default export. */
  meta: unknown;
  /** body.ts's default export. */
  body: unknown;
}

/** What the check needs to know of the rest of the site. */
export interface SiteFacts {
  /** Every path the site has a page for. */
  routes: ReadonlySet<string>;
  /** Link names that stand for an address kept in src/config/site.ts ('booking', 'linkedin'). */
  namedLinks: readonly string[];
  /** Origins allowed to serve a podcast or video player. */
  playerHosts: readonly string[];
  /** A file under public/ by its site path ('/images/a.svg'), or undefined when there is none. */
  publicFile(path: string): Buffer | undefined;
  /** The ids of the elements on a page, for #anchor links. */
  idsOn(path: string): Promise<ReadonlySet<string>>;
}

const EDITORIAL_ORDER_FILE = `${ARTICLES_DIR}/editorialOrder.ts`;

/** The field `key` inside `field`: 'items[1]', 'content.text', or 'title' at the top. */
const fieldIn = (field: string, key: PropertyKey): string =>
  typeof key === 'number' ? `${field}[${key}]` : field ? `${field}.${String(key)}` : String(key);

/** Fields an editor might expect in meta.ts, which the site takes from elsewhere. */
const NOT_IN_META: Record<string, string> = {
  slug: "is not written here: the folder's name is the article's address. Remove this line.",
  order:
    'is not written here: the listing shows new articles first, newest first, then the client’s own in the order of src/content/articles/editorialOrder.ts. Remove this line.',
};

/** A schema's complaints in the check's words: a missing field and an unknown one say so plainly. */
function schemaIssues(file: string, prefix: string, error: z.ZodError): ContentIssue[] {
  return error.issues.flatMap((issue): ContentIssue[] => {
    if (issue.code === 'unrecognized_keys') {
      const inMeta = file.endsWith('/meta.ts') && issue.path.length === 0;
      return issue.keys.map((key) => ({
        file,
        field: [...issue.path, key].reduce(fieldIn, prefix),
        message:
          (inMeta && Object.hasOwn(NOT_IN_META, key) && NOT_IN_META[key]) ||
          `is not a field this can have: remove it, or correct its spelling.`,
      }));
    }
    const missing = (issue.code === 'invalid_type' || issue.code === 'invalid_union') && issue.input === undefined;
    return [
      {
        file,
        field: issue.path.reduce(fieldIn, prefix) || prefix,
        message: missing ? 'is missing: add it (CONTENT.md lists every field).' : issue.message,
      },
    ];
  });
}

function parseMeta(folder: string, meta: unknown): { issues: ContentIssue[]; meta?: ArticleMeta } {
  const file = metaFile(folder);
  if (meta === undefined)
    return { issues: [{ file, field: 'export default', message: 'is missing: meta.ts must `export default { … }`.' }] };
  const parsed = articleMetaSchema.safeParse(meta, { reportInput: true });
  if (!parsed.success) return { issues: schemaIssues(file, '', parsed.error) };
  return { issues: [], meta: { slug: folder, ...parsed.data } };
}

function parseBody(folder: string, body: unknown): { issues: ContentIssue[]; blocks: [Block, string][] } {
  const file = bodyFile(folder);
  if (!Array.isArray(body)) {
    const message = 'is missing: body.ts must `export default [ …blocks… ] satisfies ArticleBody;`.';
    return { issues: [{ file, field: 'export default', message }], blocks: [] };
  }
  const issues: ContentIssue[] = [];
  const blocks: [Block, string][] = [];
  body.forEach((block: unknown, index) => {
    const type = (block as { type?: unknown } | null)?.type;
    // A block as the check names it: its type and place in the body, 'paragraph#3'.
    const name = `${typeof type === 'string' ? type : 'block'}#${index + 1}`;
    issues.push(...characterIssues(file, name, block));
    const schema = BLOCK_TYPES.includes(type as Block['type']) ? blockSchemas[type as Block['type']] : undefined;
    if (!schema) {
      const message = `"${String(type)}" is not a kind of block: use one of ${BLOCK_TYPES.join(', ')}.`;
      issues.push({ file, field: `${name}.type`, message });
      return;
    }
    const parsed = schema.safeParse(block, { reportInput: true });
    if (parsed.success) blocks.push([parsed.data as Block, name]);
    else issues.push(...schemaIssues(file, name, parsed.error));
  });
  if (body.length === 0) issues.push({ file, field: 'export default', message: 'has no blocks: write the article.' });
  return { issues, blocks };
}

/** Every value in `value` (a module's export, walked whole) with its field under `prefix`: 'list#2.items[1][0].text'. */
function* fieldsOf(value: unknown, prefix: string): Generator<[string, unknown]> {
  yield [prefix, value];
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* fieldsOf(item, fieldIn(prefix, index));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* fieldsOf(item, fieldIn(prefix, key));
}

/** Every text in `value` holding a character no page or feed can carry. */
function characterIssues(file: string, prefix: string, value: unknown): ContentIssue[] {
  return [...fieldsOf(value, prefix)].flatMap(([field, text]) => {
    const message = typeof text === 'string' && unwritableCharacterProblem(text);
    return message ? [{ file, field, message }] : [];
  });
}

/** The closest of `candidates` to `value` by edit distance (search's), when it is close enough to be a likely typo. */
function closest(value: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(3, value.length / 4);
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(value, candidate, limit);
    if (distance <= limit && (!best || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}

/**
 * Every inline link of a block, in a paragraph, list, table or note alike: [field, words, href]. A link is
 * the one object with an href that is not a block (a call to action's href is its schema's to check).
 */
function linksOf(block: Block, name: string): [string, string, string][] {
  return [...fieldsOf(block, name)].flatMap(([field, node]): [string, string, string][] => {
    if (!node || typeof node !== 'object' || !('href' in node) || 'type' in node) return [];
    const { text, href } = node as { text: string; href: string | { value: string } };
    return [[field, text, typeof href === 'string' ? href : href.value]];
  });
}

async function checkLink(href: string, site: SiteFacts, ownPath: string): Promise<string | undefined> {
  if (site.namedLinks.includes(href) || href.startsWith('https://')) return undefined;
  if (href.startsWith('http://')) return `use the secure address: https://${href.slice('http://'.length)}.`;
  if (href.startsWith('#')) return `write the page before the anchor: ${ownPath}${href}.`;
  if (!href.startsWith('/'))
    return `start a link to a page of this site with / (e.g. /contact) and any other with https://.`;

  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? undefined : href.slice(hashAt + 1);
  const path = (hashAt === -1 ? href : href.slice(0, hashAt)).split('?')[0];
  if (!site.routes.has(path) && !site.publicFile(path)) {
    const guess = closest(path, site.routes);
    return `there is no such page.${guess ? ` Did you mean ${guess}?` : ' Link to an existing page (the sitemap lists them).'}`;
  }
  if (hash !== undefined) {
    const ids = await site.idsOn(path);
    if (!ids.has(hash)) {
      const guess = closest(hash, ids);
      return `${path} has no element with the id "${hash}".${guess ? ` Did you mean #${guess}?` : ' Link to a heading’s id on that page.'}`;
    }
  }
  return undefined;
}

async function checkBlock(block: Block, name: string, file: string, site: SiteFacts, ownPath: string) {
  const issues: ContentIssue[] = [];
  const add = (field: string, message: string) => issues.push({ file, field, message });

  for (const [field, words, href] of linksOf(block, name)) {
    const problem = await checkLink(href, site, ownPath);
    if (problem) add(field, `the link "${words}" → ${href}: ${problem}`);
  }

  if (block.type === 'image') {
    const image = site.publicFile(block.src);
    const extension = block.src.split('.').pop()?.toLowerCase() ?? '';
    if (!image) add(`${name}.src`, `there is no file public${block.src}: add the image there, or correct the path.`);
    else if (!(IMAGE_FORMATS as readonly string[]).includes(extension))
      add(`${name}.src`, `use an image in one of these formats: ${IMAGE_FORMATS.join(', ')}.`);
    else {
      const size = imageSize(block.src, image);
      if (!size)
        add(`${name}.src`, `public${block.src} cannot be read as ${extension.toUpperCase()}: export the image again.`);
      else if (size.width !== block.width || size.height !== block.height)
        add(
          `${name}.width`,
          `says ${block.width} × ${block.height} but public${block.src} is ${size.width} × ${size.height}: write the file's size (width: ${size.width}, height: ${size.height}).`,
        );
    }
  }

  if (block.type === 'podcast') {
    const embed = block.embedUrl.value;
    if (!site.playerHosts.some((host) => embed.startsWith(`${host}/`)))
      add(
        `${name}.embedUrl`,
        `${embed} is not on an allowed player host (${site.playerHosts.join(', ')}): the browser would refuse to show it. Ask a developer to add the player's host to PLAYER_HOSTS in src/config/site.ts.`,
      );
    if (!block.externalUrl.value.startsWith('https://'))
      add(`${name}.externalUrl`, `${block.externalUrl.value} must be an https:// address.`);
    if (block.runtime.status === 'confirmed' && !/^(\d+:)?\d{1,2}:\d{2}$/.test(block.runtime.value))
      add(
        `${name}.runtime`,
        `"${block.runtime.value}" is not a running time: write minutes and seconds, e.g. '40:50' or '1:02:05'.`,
      );
  }
  return issues;
}

/** The editorial order's slugs that name no article, or an article a second time. */
function editorialOrderIssues(editorialOrder: readonly string[], site: SiteFacts): ContentIssue[] {
  return editorialOrder.flatMap((slug, index): ContentIssue[] => {
    const issue = (message: string) => [{ file: EDITORIAL_ORDER_FILE, field: `EDITORIAL_ORDER[${index}]`, message }];
    if (editorialOrder.indexOf(slug) !== index) return issue(`'${slug}' is already in the list: remove this line.`);
    if (!site.routes.has(articlePath(slug)))
      return issue(
        `'${slug}' is not an article: there is no folder ${ARTICLES_DIR}/${slug}/. Correct the name, or remove the line.`,
      );
    return [];
  });
}

/** Every problem in the articles, in folder order; none means the content is ready to build. */
export async function checkArticles(
  articles: readonly ArticleFiles[],
  site: SiteFacts,
  editorialOrder: readonly string[] = EDITORIAL_ORDER,
): Promise<ContentIssue[]> {
  const issues: ContentIssue[] = [];

  for (const article of [...articles].sort((a, b) => a.folder.localeCompare(b.folder))) {
    const { folder } = article;
    if (!SLUG_PATTERN.test(folder))
      issues.push({
        file: `${ARTICLES_DIR}/${folder}`,
        field: 'the folder name',
        message: `"${folder}" cannot be an address: rename the folder in lowercase letters, digits and single hyphens, e.g. 'state-privacy-laws-2026'.`,
      });
    const meta = parseMeta(folder, article.meta);
    issues.push(...meta.issues);
    if (meta.meta) {
      const { unlisted, kind, title, summary } = meta.meta;
      if (kind === 'podcast' && !unlisted && !/podcasts/i.test(`${title} ${summary}`))
        issues.push({
          file: metaFile(folder),
          field: 'summary',
          message:
            "names no 'podcasts': the listing's Podcasts chip searches titles and summaries for that word, so it would not find this episode. Work the word into the summary.",
        });
    }

    issues.push(...characterIssues(metaFile(folder), '', article.meta));
    const body = parseBody(folder, article.body);
    issues.push(...body.issues);
    for (const [block, name] of body.blocks)
      issues.push(...(await checkBlock(block, name, bodyFile(folder), site, `/resources/${folder}`)));
    if (meta.meta) issues.push(...requirementIssues(folder, meta.meta, body.blocks));
  }
  issues.push(...editorialOrderIssues(editorialOrder, site));
  return issues;
}

/** The check's report: each file once, its problems under it. */
export function formatIssues(issues: readonly ContentIssue[]): string {
  const files = [...new Set(issues.map((issue) => issue.file))];
  const count = `${issues.length} problem${issues.length === 1 ? '' : 's'} in ${files.length} file${files.length === 1 ? '' : 's'}`;
  const sections = files.flatMap((file) => [
    file,
    ...issues.filter((issue) => issue.file === file).map(({ field, message }) => `  ${field}: ${message}`),
  ]);
  return [
    `Content check: ${count}`,
    '',
    ...sections,
    '',
    'Fix each one, then run npm run check:content again (CONTENT.md explains every rule).',
  ].join('\n');
}
