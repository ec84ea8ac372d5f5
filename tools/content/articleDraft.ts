/**
 * The two files of a new article, as `npm run new-article` writes them: a meta.ts with every field filled
 * in (today's date, which lists it first, and the team as author) and a body.ts an editor rewrites,
 * which already passes the content check so the site builds at once. Pure, so tests can read the drafts.
 */
import { TOPICS } from '../../src/content/articles/types.ts';

export interface DraftRequest {
  title: string;
  slug: string;
  /** ISO date, 'YYYY-MM-DD'. */
  date: string;
  /** An episode page: the player block and its facts awaiting confirmation. */
  podcast: boolean;
  /** An allowed player host (PLAYER_HOSTS), for the stand-in player address. */
  playerHost: string;
}

/** A string as a TypeScript literal in single quotes. */
const literal = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The editor's local calendar date, so an article written in the evening is not dated tomorrow (UTC). */
export function localIsoDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const ARTICLE_SUMMARY = literal(
  'A summary still to be written: one or two sentences that tell a reader what this article covers and why it matters.',
);
/** Says 'podcasts', so the listing's Podcasts chip (a text search) finds the episode. */
const PODCAST_SUMMARY = literal(
  'A summary still to be written: one or two sentences that tell listeners of our podcasts what this episode covers.',
);

export function draftMeta({ title, date, podcast }: DraftRequest): string {
  return `import type { ArticleDetails } from '../types';

export default {
  title: ${literal(title)},
  // One or two sentences, 70 to 200 characters: the listing card, the search-result description and the share text.
  summary:
    ${podcast ? PODCAST_SUMMARY : ARTICLE_SUMMARY},
  // The listing puts new articles first, newest first.
  date: ${literal(date)},
  author: 'team',
  // One or more of ${TOPICS.map(literal).join(', ')}.
  topics: [${literal(podcast ? 'Podcasts' : 'Privacy')}],
  kind: ${literal(podcast ? 'podcast' : 'article')},
} satisfies ArticleDetails;
`;
}

const OPENING = `{
    type: 'paragraph',
    content: [
      'Start with what the reader should take away. Each paragraph is a block like this one; CONTENT.md shows the other kinds (headings, lists, quotes, images, links) and how to write them.',
    ],
  }`;

const SECTION = `{ type: 'heading', text: 'A first section' },
  {
    type: 'paragraph',
    content: [
      'Write the section here. A link to another page of the site looks like this: ',
      { text: 'how Blueprint designs for privacy', href: '/privacy-by-design' },
      '.',
    ],
  }`;

/** The closing call to action of a new article, and of the generated ones (tools/bench/scale/generate.ts). */
export const CALL_TO_ACTION = `{
    type: 'cta',
    title: 'Want to talk it through?',
    text: 'Our team can show you health audiences measured across groups of people, never predictions about one person.',
    label: 'Get in Touch',
    href: '/contact',
  }`;

/** The episode's player and facts: stand-ins awaiting the company's confirmation, which the launch check lists. */
function episode(title: string, slug: string, playerHost: string): string {
  return `{
    type: 'podcast',
    title: ${literal(title)},
    summary: { value: 'Description to be confirmed.', status: 'awaiting' },
    guests: { value: 'To be confirmed', status: 'awaiting' },
    runtime: { value: 'To be confirmed', status: 'awaiting' },
    media: 'audio',
    embedUrl: { value: ${literal(`${playerHost}/podcast-player/${slug}`)}, status: 'awaiting' },
    externalUrl: { value: ${literal(`${playerHost}/podcast/${slug}`)}, status: 'awaiting' },
    externalLabel: 'Listen to the episode',
  }`;
}

export function draftBody({ title, slug, podcast, playerHost }: DraftRequest): string {
  const blocks = podcast
    ? [OPENING, episode(title, slug, playerHost), SECTION, CALL_TO_ACTION]
    : [OPENING, SECTION, CALL_TO_ACTION];
  return `import type { ArticleBody } from '../types';

export default [
  ${blocks.join(',\n  ')},
] satisfies ArticleBody;
`;
}
