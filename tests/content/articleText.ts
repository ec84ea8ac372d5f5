import type { Block, Inline } from '@/content/articles/types';

/** All human-readable text of a body, for word counts and content checks. */
export function inlineText(node: Inline): string {
  if (typeof node === 'string') return node;
  if ('em' in node) return node.em;
  if ('strong' in node) return node.strong;
  return node.text;
}

export function blockText(block: Block): string {
  switch (block.type) {
    case 'heading':
      return block.text;
    case 'paragraph':
      return block.content.map(inlineText).join('');
    case 'list':
      return block.items.map((item) => item.map(inlineText).join('')).join(' ');
    case 'table':
      return [block.caption, ...block.columns, ...block.rows.flat().map((cell) => cell.map(inlineText).join(''))].join(
        ' ',
      );
    case 'quote':
      return `${block.text} ${block.cite ?? ''}`;
    case 'image':
      return block.caption ?? '';
    case 'cta':
      return `${block.title} ${block.text ?? ''} ${block.label}`;
    case 'podcast':
      return block.title;
    case 'takeaways':
      return [block.title ?? '', ...block.items.map((item) => item.map(inlineText).join(''))].join(' ');
    case 'editorNote':
      return block.content.map(inlineText).join('');
    case 'connect':
    case 'authorFooter':
      return '';
  }
}

export function wordCount(blocks: Block[]): number {
  return blocks.map(blockText).join(' ').split(/\s+/).filter(Boolean).length;
}

/** Every link target in a body: inline links, CTAs and podcast links (a fact's current value). */
export function linkTargets(blocks: Block[]): string[] {
  const inline = (nodes: Inline[]) =>
    nodes.flatMap((node) =>
      typeof node === 'object' && 'href' in node ? [typeof node.href === 'string' ? node.href : node.href.value] : [],
    );
  return blocks.flatMap((block) => {
    switch (block.type) {
      case 'paragraph':
      case 'editorNote':
        return inline(block.content);
      case 'list':
      case 'takeaways':
        return block.items.flatMap(inline);
      case 'table':
        return block.rows.flat().flatMap(inline);
      case 'cta':
        return [block.href];
      case 'podcast':
        return [block.externalUrl.value];
      default:
        return [];
    }
  });
}
