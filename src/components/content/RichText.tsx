import { Fragment } from 'react';
import { Link } from '@/components/ui/Link';
import type { Inline, NamedLink, RichText as RichTextValue } from '@/content/articles/types';
import { isInternalHref } from '@/config/pagePaths';
import { site } from '@/config/site';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { BreakableText } from './BreakableText';
import * as review from '@/components/review/standIns';

const REVIEW = import.meta.env.MODE === 'review';

/** Names a content link may use instead of an address, so those addresses live once (src/config/site.ts). */
export const NAMED_LINKS: Record<string, string> = {
  booking: site.bookingUrl,
  linkedin: site.linkedinUrl,
} satisfies Record<NamedLink, string>;

/** Resolves a content link: a site path, an https URL, or a name from site config. */
export function resolveHref(href: string): string {
  return NAMED_LINKS[href] ?? href;
}

const linkClass = 'font-medium text-brand underline decoration-brand/40 underline-offset-[3px] hover:decoration-brand';

function InlineNode({ node }: { node: Inline }) {
  if (typeof node === 'string') return <BreakableText text={node} />;
  if ('em' in node) return <em>{node.em}</em>;
  if ('strong' in node) return <strong className="font-semibold text-ink">{node.strong}</strong>;
  const href = resolveHref(typeof node.href === 'string' ? node.href : node.href.value);
  if (isInternalHref(href)) {
    return (
      <Link to={href} className={linkClass}>
        <BreakableText text={node.text} />
      </Link>
    );
  }
  return (
    <ExternalLink href={href} className={linkClass}>
      <BreakableText text={node.text} />
    </ExternalLink>
  );
}

export function RichText({ content }: { content: RichTextValue }) {
  return (
    <>
      {content.map((node, index) => (
        <Fragment key={index}>
          {REVIEW ? (
            <review.MarkedInline node={node} resolve={resolveHref}>
              <InlineNode node={node} />
            </review.MarkedInline>
          ) : (
            <InlineNode node={node} />
          )}
        </Fragment>
      ))}
    </>
  );
}
