import { absoluteUrl, site } from '@/config/site';
import { articlePath } from '@/content/articles/paths';
import type { ArticleMeta } from '@/content/articles/types';
import { authors } from '@/content/authors';
import { socialImagePath } from '@/lib/socialImage';
import { escapeXml } from '@/lib/escapeXml.build';

export const RSS_PATH = '/resources/rss.xml';

/** RFC 822 date for RSS, at noon UTC so no reader shifts it to the previous day. */
function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toUTCString();
}

/** RSS 2.0 feed of the listed articles, newest first; each item carries its social image (Media RSS) for readers to show. */
export function rssFeed(articles: ArticleMeta[]): string {
  const sorted = [...articles].sort((a, b) => b.date.localeCompare(a.date));
  const items = sorted.map((article) => {
    const path = articlePath(article.slug);
    const url = absoluteUrl(path);
    const card = absoluteUrl(socialImagePath(path));
    return [
      '    <item>',
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(article.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(authors[article.author].name)}</dc:creator>`,
      ...article.topics.map((topic) => `      <category>${escapeXml(topic)}</category>`),
      `      <description>${escapeXml(article.summary)}</description>`,
      `      <media:content url="${escapeXml(card)}" medium="image" type="image/png" width="1200" height="630"/>`,
      '    </item>',
    ].join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>${escapeXml(`${site.brand} Resources`)}</title>
    <link>${escapeXml(absoluteUrl('/resources'))}</link>
    <description>${escapeXml('Articles, analysis and podcasts on healthcare advertising in the Privacy Era.')}</description>
    <language>en-us</language>
    <atom:link href="${escapeXml(absoluteUrl(RSS_PATH))}" rel="self" type="application/rss+xml"/>
    <lastBuildDate>${sorted.length ? rfc822(sorted[0].date) : ''}</lastBuildDate>
${items.join('\n')}
  </channel>
</rss>
`;
}
