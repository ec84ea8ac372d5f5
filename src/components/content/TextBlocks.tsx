import type { TextBlock } from '@/content/articles/types';
import { slugify } from '@/lib/slugify';
import { RichText } from './RichText';

/**
 * Headings, paragraphs, lists and quotes: the part of the block renderer the legal pages need.
 * Blocks.tsx adds the article-only blocks on top, so a legal page does not ship them.
 */
export function TextBlockView({ block }: { block: TextBlock }) {
  switch (block.type) {
    case 'heading': {
      const Tag = block.level === 3 ? 'h3' : 'h2';
      return (
        <Tag
          id={slugify(block.text)}
          className={
            block.level === 3
              ? 'mt-8 text-xl font-semibold tracking-tight text-ink'
              : 'mt-12 text-2xl font-bold tracking-tight text-ink sm:text-[1.75rem]'
          }
        >
          {block.text}
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p className="mt-5 text-[1.075rem] leading-[1.75] text-ink-soft">
          <RichText content={block.content} />
        </p>
      );
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag
          className={`mt-5 space-y-2.5 pl-6 text-[1.075rem] leading-[1.7] text-ink-soft marker:text-brand ${block.ordered ? 'list-decimal' : 'list-disc'}`}
        >
          {block.items.map((item, index) => (
            <li key={index} className="pl-1">
              <RichText content={item} />
            </li>
          ))}
        </Tag>
      );
    }
    case 'quote':
      return (
        <figure className="my-8 border-l-4 border-brand pl-6">
          <blockquote className="text-xl font-medium leading-relaxed text-ink">“{block.text}”</blockquote>
          {block.cite && <figcaption className="mt-3 text-sm text-muted">— {block.cite}</figcaption>}
        </figure>
      );
  }
}
