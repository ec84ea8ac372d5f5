import type { ArticleMeta } from '@/content/articles/types';
import type { Byline } from '@/content/authors';
import { formatDate } from '@/lib/dates';
import type { SocialImage } from '@/lib/socialImage';

/** The line above an article's title, on its page and on its card: its topics, or 'Podcast'. */
export function articleKicker(article: ArticleMeta): string {
  return article.kind === 'podcast' ? 'Podcast' : article.topics.join(' · ');
}

/** An article's card: topics, title, date and author (the CEO with his title, or the team). */
export function articleSocialImage(article: ArticleMeta, { name, title }: Byline): SocialImage {
  const byline = title ? `${name}, ${title}` : name;
  return { kicker: articleKicker(article), title: article.title, line: `${formatDate(article.date)} · ${byline}` };
}
