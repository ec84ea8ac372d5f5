import type { ArticleBody, Block, RichText } from '@/content/articles/types';

/** What search reads of an article's body: its headings, and the text of every block a reader sees as prose. */
export interface ArticleText {
  headings: string[];
  /** One paragraph (or list item, quote, table row…) a line. */
  body: string;
  /** Headings and body in reading order, one a line: where a search's excerpt is taken from. */
  readable: string;
}

const inline = (content: RichText): string =>
  content
    .map((part) =>
      typeof part === 'string' ? part : 'em' in part ? part.em : 'strong' in part ? part.strong : part.text,
    )
    .join('');

function blockText(block: Block): string[] {
  switch (block.type) {
    case 'paragraph':
      return [inline(block.content)];
    case 'list':
    case 'takeaways':
      return block.items.map(inline);
    case 'table':
      return [block.caption, ...block.rows.map((row) => row.map(inline).join(' — '))];
    case 'quote':
      return [block.text];
    case 'editorNote':
      return [inline(block.content)];
    case 'cta':
      return [block.title, block.text ?? ''].filter(Boolean);
    case 'podcast':
      return [block.title];
    default:
      return [];
  }
}

export function articleText(body: ArticleBody): ArticleText {
  return {
    headings: body.flatMap((block) => (block.type === 'heading' ? [block.text] : [])),
    body: body.flatMap(blockText).join('\n'),
    readable: body.flatMap((block) => (block.type === 'heading' ? [block.text] : blockText(block))).join('\n'),
  };
}
