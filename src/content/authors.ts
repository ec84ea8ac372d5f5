import type { AuthorId } from './articles/types';
import { ceo } from './founders';

export interface Author {
  name: string;
  /** Shown after the name on article pages and in the recap pieces' author footer. */
  title: string;
  bio: string;
}

export const authors: Record<AuthorId, Author> = {
  ceo: { name: ceo.name, title: ceo.role, bio: ceo.bio },
  team: {
    name: 'Blueprint Audience Team',
    title: 'Blueprint',
    bio: 'The people who build, validate and distribute Blueprint’s group-level healthcare audiences, writing about the rules and the craft of privacy-safe health marketing.',
  },
};
