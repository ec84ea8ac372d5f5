/**
 * The article content model. Articles are data: a metadata module and a body
 * of typed blocks, rendered by one component (src/components/content/Blocks.tsx)
 * so every article looks alike and nothing is hand-styled per article.
 *
 * Metadata and body live in two modules per article (`<slug>/meta.ts`,
 * `<slug>/body.ts`) so the listing can import every title and summary while
 * each body stays in its own lazily loaded chunk, which carries a copy of the
 * metadata so an article page loads one chunk (see ./load.ts). The folder's
 * name is the slug: no file repeats it.
 */
import type { z } from 'zod';
import type { articleMetaSchema, blockSchemas, inlineSchema } from './schema';

export { TOPICS, type Topic } from './topics';

/** An author's key in src/content/authors.ts: 'ceo' (the company's CEO), 'team' (the audience team), … */
export type { AuthorId } from '../authors';

/*
 * The model's types are inferred from the schemas the content check holds every article to (./schema.ts,
 * where each field's meaning is written), so the two cannot drift apart. Type-only imports: no page loads zod.
 */

/** What an article's `<slug>/meta.ts` holds: the CEO's articles carry a review status, the others do not. */
export type ArticleDetails = z.infer<typeof articleMetaSchema>;

/** An article's metadata as the site reads it: its details and its slug, the name of its folder. */
export type ArticleMeta = ArticleDetails & { slug: string };

/** Inline text inside a paragraph, list item or table cell: plain, emphasised, bold or a link. */
export type Inline = z.infer<typeof inlineSchema>;

export type RichText = Inline[];

export type { NamedLink } from './rules';

/** One block of an article body, by its `type`: heading, paragraph, list, table, quote, image, cta, podcast, … */
export type Block = { [K in keyof BlockSchemas]: z.infer<BlockSchemas[K]> }[keyof BlockSchemas];
type BlockSchemas = typeof blockSchemas;

export type ArticleBody = Block[];

/** The blocks plain documents (the legal pages) are made of; rendered without the article extras. */
export type TextBlock = Extract<Block, { type: 'heading' | 'paragraph' | 'list' | 'quote' }>;
