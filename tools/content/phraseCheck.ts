/**
 * The banned-phrase rules (./bannedPhrases.ts) applied to one article's sources, so an editor hears about a
 * false or unconfirmed statement from `npm run check:content`, with the file, the field and a suggested
 * rewording, before the page is built. Each field is read on its own, with the fields either side of it as
 * the text nearby (a heading's qualifier may stand in the paragraph under it), and dated with the article.
 */
import type { ArticleMeta, Block, RichText } from '../../src/content/articles/types.ts';
import { bannedPhrase, findBannedPhrases } from './bannedPhrases.ts';
import type { ContentIssue } from './issue.ts';

/** One readable field of an article: its file, its path in the check's words, and its words. */
interface TextField {
  file: string;
  field: string;
  text: string;
}

const richText = (content: RichText): string =>
  content
    .map((node) => {
      if (typeof node === 'string') return node;
      if ('em' in node) return node.em;
      if ('strong' in node) return node.strong;
      return node.text;
    })
    .join('');

/** Every field of a block a reader (or a screen reader) gets, as [field, words]. */
function blockFields(block: Block, name: string): [string, string][] {
  const at = (field: string) => `${name}.${field}`;
  switch (block.type) {
    case 'heading':
      return [[at('text'), block.text]];
    case 'paragraph':
    case 'editorNote':
      return [[at('content'), richText(block.content)]];
    case 'list':
      return block.items.map((item, index) => [at(`items[${index}]`), richText(item)]);
    case 'takeaways':
      return [
        ...(block.title ? [[at('title'), block.title] as [string, string]] : []),
        ...block.items.map((item, index): [string, string] => [at(`items[${index}]`), richText(item)]),
      ];
    case 'table':
      return [
        [at('caption'), block.caption],
        ...block.columns.map((column, index): [string, string] => [at(`columns[${index}]`), column]),
        ...block.rows.flatMap((row, r) =>
          row.map((cell, c): [string, string] => [at(`rows[${r}][${c}]`), richText(cell)]),
        ),
      ];
    case 'quote':
      return [[at('text'), block.text], ...(block.cite ? [[at('cite'), block.cite] as [string, string]] : [])];
    case 'image':
      return [[at('alt'), block.alt], ...(block.caption ? [[at('caption'), block.caption] as [string, string]] : [])];
    case 'cta':
      return [
        [at('title'), block.title],
        ...(block.text ? [[at('text'), block.text] as [string, string]] : []),
        [at('label'), block.label],
      ];
    case 'podcast':
      return [
        [at('title'), block.title],
        [at('summary'), block.summary.value],
        [at('guests'), block.guests.value],
        [at('externalLabel'), block.externalLabel],
      ];
    case 'connect':
    case 'authorFooter':
      return [];
  }
}

/** The statements in an article that the site may not publish, each with its field and a suggested rewording. */
export function phraseIssues(
  meta: ArticleMeta,
  metaFile: string,
  blocks: readonly [Block, string][],
  bodyFile: string,
): ContentIssue[] {
  const fields: TextField[] = [
    { file: metaFile, field: 'title', text: meta.title },
    { file: metaFile, field: 'summary', text: meta.summary },
    ...blocks.flatMap(([block, name]) =>
      blockFields(block, name).map(([field, text]) => ({ file: bodyFile, field, text })),
    ),
  ];
  return fields.flatMap(({ file, field, text }, index) => {
    const nearby = [fields[index - 1]?.text, fields[index + 1]?.text].join(' ');
    return findBannedPhrases(text, { nearby, date: meta.date }).map((hit): ContentIssue => {
      const { why, fix } = bannedPhrase(hit.id);
      return { file, field, message: `says "${hit.match}": ${why} Suggested: ${fix}` };
    });
  });
}
