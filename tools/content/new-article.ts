/**
 * `npm run new-article -- "Title of the article"` (add `--podcast` for an episode page): writes
 * src/content/articles/<slug>/meta.ts and body.ts, dated today (so listed first on /resources), by the team,
 * then runs the content check so the editor knows the site builds. Nothing else needs editing: the
 * listing, the sitemap, the RSS feed and the structured data all read the new files.
 *
 * Options: --slug <address> when the title's own would not do; --date YYYY-MM-DD for another day.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { slugify } from '../../src/lib/slugify.ts';
import { isIsoDate, SLUG_PATTERN, TITLE_MAX } from '../../src/content/articles/rules.ts';
import { draftBody, draftMeta, localIsoDate } from './articleDraft.ts';
import { writeFolderAtomically } from './writeArticleFolder.ts';
import { unwritableCharacter } from './text.ts';
import { exitWith, root, withContentServer } from './contentTool.ts';

const USAGE =
  'Usage: npm run new-article -- "Title of the article" [--podcast] [--slug some-address] [--date YYYY-MM-DD]';

class UsageError extends Error {}

function request() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { podcast: { type: 'boolean', default: false }, slug: { type: 'string' }, date: { type: 'string' } },
  });
  const title = positionals.join(' ').trim();
  if (!title) throw new UsageError(`Give the article's title.\n${USAGE}`);
  const character = unwritableCharacter(title);
  if (character)
    throw new UsageError(
      `The title holds ${character.name} ${character.where}: give it on one line, without control characters.\n${USAGE}`,
    );
  if (title.length > TITLE_MAX)
    throw new UsageError(
      `The title is ${title.length} characters: keep it to ${TITLE_MAX} (it must fit a search result).`,
    );
  const slug = values.slug ?? slugify(title);
  if (!SLUG_PATTERN.test(slug))
    throw new UsageError(`"${slug}" cannot be an address: give one with --slug, in lowercase words joined by hyphens.`);
  const date = values.date ?? localIsoDate();
  if (!isIsoDate(date)) throw new UsageError(`"${date}" is not a date: write it as YYYY-MM-DD.`);
  return { title, slug, date, podcast: values.podcast };
}

async function prettified(file: string, text: string): Promise<string> {
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

async function main(): Promise<number> {
  const { title, slug, date, podcast } = request();
  const folder = join(root, 'src', 'content', 'articles', slug);
  // An empty folder (left by an earlier version of this command) holds no article: it is replaced.
  if (existsSync(folder) && readdirSync(folder).length > 0)
    throw new UsageError(
      `There is already an article at /resources/${slug} (${relative(root, folder)}): choose another title, or give this one its own address with --slug.`,
    );

  return withContentServer(async (content) => {
    const { site } = await content.collectContent();
    const draft = { title, slug, date, podcast, playerHost: site.playerHosts[0] };

    // Both files complete before anything is written, then written all at once: a failure leaves nothing.
    const files = {
      'meta.ts': await prettified(join(folder, 'meta.ts'), draftMeta(draft)),
      'body.ts': await prettified(join(folder, 'body.ts'), draftBody(draft)),
    };
    writeFolderAtomically(folder, files);

    const where = relative(root, folder);
    console.log(
      [
        `Created /resources/${slug}, dated ${date}, listed on /resources among the new articles, newest first:`,
        `  ${where}/meta.ts   its title, summary, date, author and topics (the folder's name is its address)`,
        `  ${where}/body.ts   the ${podcast ? 'episode page' : 'article'} itself`,
        '',
        'Next: write the summary and the body (CONTENT.md explains every field and block),',
        `preview it with npm run dev at http://localhost:5173/resources/${slug}, and run npm run check:content.`,
        '',
      ].join('\n'),
    );
    return content.checkContent();
  });
}

exitWith(main, (error) => (error instanceof UsageError ? error.message : error));
