import type { AuthorId } from '@/content/articles/types';
import { authors } from '@/content/authors';

/** What an article's header says of its author: the name, and the CEO's role after it. */
export interface Byline {
  name: string;
  title?: string;
}

/**
 * Worked out where the authors are loaded anyway (the build, the client-render chunk), so an article's
 * first load does not carry every author's name and bio for one line of its header.
 */
export function bylineOf(author: AuthorId): Byline {
  const { name, title } = authors[author];
  return author === 'ceo' ? { name, title } : { name };
}
