/**
 * The article content model. Articles are data: a metadata module and a body
 * of typed blocks, rendered by one component (src/components/article/Blocks.tsx)
 * so every article looks alike and nothing is hand-styled per article.
 *
 * Metadata and body live in two modules per article (`<slug>/meta.ts`,
 * `<slug>/body.ts`) so the listing can import every title and summary while
 * each body stays in its own lazily loaded chunk. A body re-exports its metadata, so an
 * article page loads one chunk (see ./load.ts).
 */
import type { Fact, FactStatus } from '@/config/facts';
import type { AuthorId } from '../authors';

/**
 * The topics an article may carry (for feeds and JSON-LD), in the order the listing shows them as chips; a chip
 * matches title and summary text, not this field.
 */
export const TOPICS = [
  'HIPAA',
  'Privacy',
  'Audiences',
  'California',
  'AI',
  'Compliance',
  'Inference',
  'Podcasts',
] as const;
export type Topic = (typeof TOPICS)[number];

/** An author's key in src/content/authors.ts: 'ceo' (the company's CEO), 'team' (the audience team), … */
export type { AuthorId } from '../authors';

interface ArticleMetaFields {
  /** URL segment under /resources/ and the article's id. Lowercase words joined by hyphens. */
  slug: string;
  title: string;
  /** One or two sentences; the listing card, meta description and share summary. */
  summary: string;
  /** ISO calendar date, e.g. '2025-10-22'. Shown as 'October 22, 2025'. */
  date: string;
  /**
   * Only for a date the company did not set itself. The client gives 8 article dates ({ status: 'confirmed',
   * source: 'docs/requirements.md' }); the other dates of the first 22 articles were our choice, awaiting the company's
   * confirmation ({ status: 'awaiting' }). An article the company's editor publishes carries none.
   */
  dateStatus?: FactStatus;
  topics: Topic[];
  kind: 'article' | 'podcast';
  /**
   * Where the card appears on /resources: the listing runs from the lowest number up (the client's editorial
   * order, not strictly by date). `npm run new-article` gives a new article a number below every other, so it
   * comes first. 'unlisted' keeps the page reachable by its URL but off the listing.
   */
  order: number | 'unlisted';
}

export type ArticleMeta = ArticleMetaFields &
  (
    | { author: Exclude<AuthorId, 'ceo'> }
    | {
        author: 'ceo';
        /** Our prose under a real person's name: awaiting until the CEO has reviewed it. */
        ceoReview: FactStatus;
      }
  );

/** Inline text inside a paragraph, list item or table cell. */
export type Inline =
  | string
  | { em: string }
  | { strong: string }
  /**
   * Internal links start with '/', external ones with 'https://' (they open in a new tab).
   * Two names resolve to src/config/site.ts so those addresses live once: 'booking' (the meeting-booking
   * page) and 'linkedin' (the company's professional-network profile). An address the company must
   * still confirm (an episode's page) is a Fact, so the launch check lists it.
   */
  | { text: string; href: string | Fact<string> };

export type RichText = Inline[];

export type Block =
  /** Section heading (rendered as h2; level 3 for a sub-section). */
  | { type: 'heading'; text: string; level?: 2 | 3 }
  | { type: 'paragraph'; content: RichText }
  | { type: 'list'; ordered?: boolean; items: RichText[] }
  /** A comparison table. Only one article in the whole collection has one (Insight / Why It Matters). */
  | { type: 'table'; caption: string; columns: [string, string]; rows: [RichText, RichText][] }
  | { type: 'quote'; text: string; cite?: string }
  /** A local image under /images/articles/ (SVG or PNG) with its intrinsic size so it never shifts the layout. */
  | { type: 'image'; src: string; alt: string; width: number; height: number; caption?: string }
  /**
   * A call-to-action box. href is '/contact' for the client's wordings ('Reach Out Here', 'Get in Touch',
   * 'Sign up here', 'Schedule a consultation', 'Get expert guidance', 'Learn about our approach',
   * 'Get vendor assessment help') or 'booking' for the external booking page ('Book a meeting').
   */
  | { type: 'cta'; title: string; text?: string; label: string; href: '/contact' | 'booking' }
  /**
   * A click-to-load podcast/video player with the episode's facts. Nothing third-party loads until the
   * visitor presses play. Nobody here has heard the recordings, so what the producer says about an
   * episode is a fact with a status: a stand-in ('To be confirmed') until the company confirms it.
   */
  | {
      type: 'podcast';
      title: string;
      /** The producer's description of the episode. */
      summary: Fact<string>;
      guests: Fact<string>;
      /** 'mm:ss' or 'h:mm:ss' once known, e.g. '40:50'; a stand-in text until then. */
      runtime: Fact<string>;
      /** A video player gets a 16:9 frame; an audio player a short one. */
      media: 'audio' | 'video';
      /** The player iframe src; its host must be one of PLAYER_HOSTS in src/config/site.ts. */
      embedUrl: Fact<string>;
      /** Where to listen or watch outside the site, opened in a new tab. */
      externalUrl: Fact<string>;
      externalLabel: string;
    }
  | { type: 'takeaways'; title?: string; items: RichText[] }
  /** A dated editor's note for content the law has since overtaken. date is ISO. */
  | {
      type: 'editorNote';
      /** The day the note was added, when the company gives it; without one the note shows no date. */
      date?: string;
      content: RichText;
    }
  /** The recap pieces' box linking to the company's professional-network profile and the site. */
  | { type: 'connect' }
  /** The recap pieces' author footer (the article's author with a short bio). */
  | { type: 'authorFooter' };

export type ArticleBody = Block[];

/** The blocks plain documents (the legal pages) are made of; rendered without the article extras. */
export type TextBlock = Extract<Block, { type: 'heading' | 'paragraph' | 'list' | 'quote' }>;
