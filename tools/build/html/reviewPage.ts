/**
 * The review build's /review page (`npm run build:review`): every fact the launch check lists, under each built page
 * that shows it, read from the pages' bodies (where a reader meets it, and where the review build marks it;
 * tests/prerender/reviewMarks.test.ts holds the marks to these counts). The page runs no script: it is read, and the
 * client's router does not know it.
 */
import { factPages } from '../../content/builtPages.ts';
import { ENTRY_ADDRESS_ID } from './entryLoader.ts';
import { fillTemplate } from './page.ts';

type ServerEntry = typeof import('../../../src/entry-server');

/** The template's address of the entry, which the inline loader imports: without it the page stays as served. */
const ENTRY_ADDRESS = new RegExp(`<script type="application/json" id="${ENTRY_ADDRESS_ID}">[^<]*</script>`);

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
  return fillTemplate(template.replace(ENTRY_ADDRESS, ''), await entry.renderReview({ total: facts.length, groups }));
}
