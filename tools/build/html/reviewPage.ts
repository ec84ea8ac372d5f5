/**
 * The review build's /review page (`npm run build:review`): every fact the launch check lists, under each built page
 * that shows it, read from the pages' bodies (where a reader meets it, and where the review build marks it;
 * tests/prerender/reviewMarks.test.ts holds the marks to these counts). The page runs no script: it is read, and the
 * client's router does not know it.
 */
import { factPages } from '../../content/builtPages.ts';
import { fillTemplate } from './page.ts';

type ServerEntry = typeof import('../../../src/entry-server');

/** Each built page's body, by route: its visible text, without the head's JSON-LD. */
export const bodyOf = (html: string): string => html.slice(html.indexOf('<body'));

export async function reviewPage(
  entry: Pick<ServerEntry, 'awaitingFacts' | 'renderReview'>,
  template: string,
  bodies: Map<string, string>,
  today: string,
): Promise<string> {
  const facts = await entry.awaitingFacts(today);
  const groups = [...bodies.keys(), undefined]
    .map((path) => ({
      path,
      items: facts.filter((fact) => (path ? factPages(fact, bodies).includes(path) : !factPages(fact, bodies).length)),
    }))
    .filter(({ items }) => items.length > 0);
  // No head hints, so no list of modules for the template's loader: the page stays as served.
  return fillTemplate(template, await entry.renderReview({ total: facts.length, groups }));
}
