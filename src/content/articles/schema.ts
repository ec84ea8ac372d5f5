/**
 * The contract an article is checked against before the site is built (`npm run check:content`, and the
 * first step of `npm run build`): the shape of `meta.ts` and of every block in `body.ts`, and the rules a
 * single field can be held to on its own (lengths, formats, known topics and authors). Rules that look
 * across files (links, images, the editorial order's slugs) live in tools/content/check.ts. The slug is not
 * a field: it is the article's folder name. The article model's types (./types.ts) are inferred from these
 * schemas, so the model is described once, here.
 *
 * Every message says what is wrong and how to fix it, in words an editor can act on: the check prints it
 * after the file and the field. Build-time only: no page imports this module, so zod never reaches a visitor.
 */
import { z } from 'zod';
import type { ExternalHref, InternalHref, PagePath } from '@/config/pagePaths';
import { authors, type AuthorId } from '../authors';
import { isIsoDate, SUMMARY_MAX, SUMMARY_MIN, TITLE_MAX, type NamedLink } from './rules';
import { TOPICS } from './topics';

const quoteList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
const lengthOf = (input: unknown) => (typeof input === 'string' ? input.length : 0);

const isoDate = z.string({ error: "must be a date in quotes, like '2026-01-15'" }).refine(isIsoDate, {
  error: (issue) =>
    `"${String(issue.input)}" is not a date that exists: write it as 'YYYY-MM-DD', e.g. '2026-01-15' for January 15, 2026.`,
});

const text = (what: string) =>
  z
    .string({ error: `must be text in quotes (${what})` })
    .trim()
    .min(1, { error: `is empty: write ${what}.` });

const factStatus = z.union(
  [
    z.strictObject({ status: z.literal('confirmed'), source: text('where the fact is confirmed') }),
    z.strictObject({ status: z.literal('awaiting') }),
  ],
  { error: "must be { status: 'confirmed', source: 'who or what confirms it' } or { status: 'awaiting' }." },
);

/** A value with its status (src/config/facts.ts): confirmed(value, source) or awaiting(value). */
const fact = <T extends z.ZodType>(value: T) =>
  z.union(
    [
      z.strictObject({ value, status: z.literal('confirmed'), source: text('where the fact is confirmed') }),
      z.strictObject({ value, status: z.literal('awaiting') }),
    ],
    { error: "must be confirmed('…', 'source') or awaiting('…') (see src/config/facts.ts)." },
  );

type OtherAuthor = Exclude<AuthorId, 'ceo'>;
const OTHER_AUTHORS = Object.keys(authors).filter((id) => id !== 'ceo') as [OtherAuthor, ...OtherAuthor[]];

const metaFields = {
  title: text('the article’s title').max(TITLE_MAX, {
    error: (issue) =>
      `is ${lengthOf(issue.input)} characters: keep it to ${TITLE_MAX} so it fits a search result and a two-line card.`,
  }),
  /** One or two sentences; the listing card, meta description and share summary. */
  summary: text('one or two sentences for the listing card')
    .min(SUMMARY_MIN, {
      error: (issue) =>
        `is ${lengthOf(issue.input)} characters: write ${SUMMARY_MIN}–${SUMMARY_MAX}; it is the listing card, the search-result description and the share text.`,
    })
    .max(SUMMARY_MAX, {
      error: (issue) =>
        `is ${lengthOf(issue.input)} characters: shorten it to ${SUMMARY_MAX} at most; it is the listing card, the search-result description and the share text.`,
    }),
  /** ISO calendar date, e.g. '2025-10-22'. Shown as 'October 22, 2025'. */
  date: isoDate,
  /**
   * Only for a date the company did not set itself. The client gives 8 article dates ({ status: 'confirmed',
   * source: 'docs/requirements.md' }); the other dates of the first 22 articles were our choice, awaiting the company's
   * confirmation ({ status: 'awaiting' }). An article the company's editor publishes carries none.
   */
  dateStatus: factStatus.optional(),
  topics: z
    .array(
      z.enum(TOPICS, {
        error: (issue) => `"${String(issue.input)}" is not a topic: use ${quoteList(TOPICS)} (spelled exactly so).`,
      }),
      { error: `must be a list, e.g. ['Privacy', 'HIPAA']` },
    )
    .min(1, { error: `is empty: give at least one of ${quoteList(TOPICS)}.` }),
  kind: z.enum(['article', 'podcast'], { error: "must be 'article' or 'podcast'." }),
  /**
   * Keeps the page reachable by its address but off the /resources listing. Where a listed article appears is
   * not written here: by date, newest first, after the client's order for its first articles (./listing.ts).
   */
  unlisted: z.literal(true, { error: 'must be true (off the listing), or left out (listed).' }).optional(),
};

export const articleMetaSchema = z.discriminatedUnion(
  'author',
  [
    z.strictObject({
      ...metaFields,
      author: z.literal('ceo'),
      /** Our prose under a real person's name: awaiting until the CEO has reviewed it. */
      ceoReview: factStatus.describe(
        "Our prose under the CEO's name: { status: 'awaiting' } until he has reviewed it, then confirmed.",
      ),
    }),
    z.strictObject({ ...metaFields, author: z.enum(OTHER_AUTHORS) }),
  ],
  {
    error: (issue) => {
      const author = (issue.input as { author?: unknown } | undefined)?.author;
      return author === undefined
        ? `is missing: add author: 'team' (or ${quoteList(Object.keys(authors))}).`
        : `"${String(author)}" is not a known author: use ${quoteList(Object.keys(authors))}, or add the author to src/content/authors.ts first.`;
    },
  },
);

/**
 * A link's address as the type checker sees it: a page of this site (its path typed against the page table,
 * so a mistyped one fails `npm run typecheck`), an https address, or a name. At run time any text passes
 * here: the content check says what is wrong with it in an editor's words, and holds each path to a real page.
 */
const linkHref = z.string() as unknown as z.ZodType<InternalHref | ExternalHref | NamedLink>;

/** The page a call to action leads to when it is not the booking page. */
const CTA_PAGE = '/contact' satisfies PagePath;

/** Inline text inside a paragraph, list item or table cell. */
export const inlineSchema = z.union(
  [
    z.string(),
    z.strictObject({ em: text('the emphasised words') }),
    z.strictObject({ strong: text('the bold words') }),
    /**
     * Internal links start with '/', external ones with 'https://' (they open in a new tab).
     * Two names resolve to src/config/site.ts so those addresses live once: 'booking' (the meeting-booking
     * page) and 'linkedin' (the company's professional-network profile). An address the company must
     * still confirm (an episode's page) is a Fact, so the launch check lists it.
     */
    z.strictObject({ text: text('the link’s words'), href: z.union([linkHref, fact(z.string())]) }),
  ],
  {
    error:
      "must be text in quotes, { em: '…' }, { strong: '…' } or a link { text: '…', href: '/path' or 'https://…' }.",
  },
);
export const richTextSchema = z
  .array(inlineSchema, { error: "must be a list of text pieces, e.g. ['Some words.']" })
  .min(1, {
    error: 'is empty: write some text.',
  });

const positiveInt = (what: string) =>
  z.int({ error: `must be a whole number of pixels (${what})` }).positive({ error: `must be above 0 (${what}).` });

/** Every block an article body may hold, by its `type`. */
export const blockSchemas = {
  /** Section heading (rendered as h2; level 3 for a sub-section). */
  heading: z.strictObject({
    type: z.literal('heading'),
    text: text('the heading'),
    level: z.union([z.literal(2), z.literal(3)], { error: 'must be 2 (a section) or 3 (a sub-section).' }).optional(),
  }),
  paragraph: z.strictObject({ type: z.literal('paragraph'), content: richTextSchema }),
  list: z.strictObject({
    type: z.literal('list'),
    ordered: z.boolean().optional(),
    items: z.array(richTextSchema).min(1, { error: 'is empty: give at least one item.' }),
  }),
  /** A comparison table. Only one article in the whole collection has one (Insight / Why It Matters). */
  table: z.strictObject({
    type: z.literal('table'),
    caption: text('the table’s caption'),
    columns: z.tuple([text('a column heading'), text('a column heading')]),
    rows: z.array(z.tuple([richTextSchema, richTextSchema])).min(1, { error: 'is empty: give at least one row.' }),
  }),
  quote: z.strictObject({ type: z.literal('quote'), text: text('the quotation'), cite: z.string().optional() }),
  /** A local image under /images/articles/ (SVG or PNG) with its intrinsic size so it never shifts the layout. */
  image: z.strictObject({
    type: z.literal('image'),
    src: z.string().startsWith('/images/', {
      error: 'must start with /images/: put the file under public/images/articles/ and write its path from /images/.',
    }),
    alt: text('what the image shows, for people who cannot see it'),
    width: positiveInt('the image file’s width'),
    height: positiveInt('the image file’s height'),
    caption: z.string().optional(),
  }),
  /**
   * A call-to-action box. href is '/contact' for the client's wordings ('Reach Out Here', 'Get in Touch',
   * 'Sign up here', 'Schedule a consultation', 'Get expert guidance', 'Learn about our approach',
   * 'Get vendor assessment help') or 'booking' for the external booking page ('Book a meeting').
   */
  cta: z.strictObject({
    type: z.literal('cta'),
    title: text('the box’s heading'),
    text: z.string().optional(),
    label: text('the button’s words'),
    href: z.enum([CTA_PAGE, 'booking'], {
      error: "must be '/contact' (the contact page) or 'booking' (the meeting-booking page).",
    }),
  }),
  /**
   * A click-to-load podcast/video player with the episode's facts. Nothing third-party loads until the
   * visitor presses play. Nobody here has heard the recordings, so what the producer says about an
   * episode is a fact with a status: a stand-in ('To be confirmed') until the company confirms it.
   */
  podcast: z.strictObject({
    type: z.literal('podcast'),
    title: text('the episode’s title'),
    /** The producer's description of the episode. */
    summary: fact(z.string()),
    guests: fact(z.string()),
    /** 'mm:ss' or 'h:mm:ss' once known, e.g. '40:50'; a stand-in text until then. */
    runtime: fact(z.string()),
    /** A video player gets a 16:9 frame; an audio player a short one. */
    media: z.enum(['audio', 'video'], { error: "must be 'audio' or 'video'." }),
    /** The player iframe src; its host must be one of PLAYER_HOSTS in src/config/site.ts. */
    embedUrl: fact(z.string()),
    /** Where to listen or watch outside the site, opened in a new tab. */
    externalUrl: fact(z.string()),
    externalLabel: text('the words of the link to the episode'),
  }),
  takeaways: z.strictObject({
    type: z.literal('takeaways'),
    title: z.string().optional(),
    items: z.array(richTextSchema).min(1, { error: 'is empty: give at least one takeaway.' }),
  }),
  /** A dated editor's note for content the law has since overtaken. */
  editorNote: z.strictObject({
    type: z.literal('editorNote'),
    /** The day the note was added (ISO), when the company gives it; without one the note shows no date. */
    date: isoDate.optional(),
    content: richTextSchema,
  }),
  /** The recap pieces' box linking to the company's professional-network profile and the site. */
  connect: z.strictObject({ type: z.literal('connect') }),
  /** The recap pieces' author footer (the article's author with a short bio). */
  authorFooter: z.strictObject({ type: z.literal('authorFooter') }),
};

export const BLOCK_TYPES = Object.keys(blockSchemas) as (keyof typeof blockSchemas)[];
