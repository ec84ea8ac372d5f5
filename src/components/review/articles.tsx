import type { ReactNode } from 'react';
import { getArticle } from '@/content/articles';
import { articleAwaits } from '@/content/articles/awaits';
import { Awaits } from './Awaits';

const awaits = (slug: string) => {
  const article = getArticle(slug);
  return article ? articleAwaits(article) : { date: false, byline: false };
};

/** An article's date, on its page and its card, marked while the company has not confirmed it. */
export function ArticleDate({ slug, children }: { slug: string; children: ReactNode }) {
  if (!awaits(slug).date) return children;
  return (
    <Awaits id={`date: ${slug}`} note="Date we chose: the company to confirm">
      {children}
    </Awaits>
  );
}

/** The CEO's name on an article, marked until he has reviewed the prose written under it. */
export function ArticleByline({ slug, children }: { slug: string; children: ReactNode }) {
  if (!awaits(slug).byline) return children;
  return (
    <Awaits id={`byline: ${slug}`} note="Written for the CEO: awaits his review">
      {children}
    </Awaits>
  );
}
