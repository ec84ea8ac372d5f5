import { ceo } from './founders';

export interface Author {
  name: string;
  /** Shown after the name on article pages and in the recap pieces' author footer. */
  title: string;
  bio: string;
}

/**
 * Everyone an article may be bylined to, by the key its metadata names ('author: "team"'). The CEO's byline
 * reads the founder facts (./founders.ts), so his name, role and bio live in one place.
 */
export const authors = {
  ceo: { name: ceo.name, title: ceo.role, bio: ceo.bio },
  team: {
    name: 'Blueprint Audience Team',
    title: 'Blueprint',
    bio: 'The people who build, validate and distribute Blueprint’s group-level healthcare audiences, writing about the rules and the craft of privacy-safe health marketing.',
  },
} satisfies Record<string, Author>;

export type AuthorId = keyof typeof authors;

/** What an article's header and card say of its author: the name, and the CEO's role after it. */
export interface Byline {
  name: string;
  title?: string;
}

/**
 * Worked out where the authors are loaded anyway (the build, an article's client-render chunk), so an
 * article's first load does not carry every author's name and bio for one line of its header.
 */
export function bylineOf(author: AuthorId): Byline {
  const { name, title } = authors[author];
  return author === 'ceo' ? { name, title } : { name };
}
