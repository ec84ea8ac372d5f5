import { Link } from '@/components/ui/Link';
import { Info, Globe, CheckCircle2 } from 'lucide-react';
import { LinkedInIcon } from '@/components/ui/LinkedInIcon';
import type { AuthorId, Block } from '@/content/articles/types';
import { authors } from '@/content/authors';
import { absoluteUrl, site } from '@/config/site';
import { formatDate } from '@/lib/dates';
import { initials } from '@/lib/initials';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { PodcastBlock } from './podcastPlayerLoader';
import { BreakableText } from './BreakableText';
import { resolveHref, RichText } from './RichText';
import { TextBlockView } from './TextBlocks';
import * as review from '@/components/review/standIns';

const REVIEW = import.meta.env.MODE === 'review';

function CtaBox({ block }: { block: Extract<Block, { type: 'cta' }> }) {
  const classes = 'btn btn-md btn-primary mt-5';
  const label = (
    <>
      {block.label}
      <span aria-hidden="true"> →</span>
    </>
  );
  return (
    <aside className="my-10 rounded-2xl border border-brand/20 bg-brand-light p-7">
      <p className="text-xl font-semibold tracking-tight text-ink">{block.title}</p>
      {block.text && <p className="mt-2 leading-relaxed text-ink-soft">{block.text}</p>}
      {block.href === 'booking' ? (
        <ExternalLink href={resolveHref('booking')} className={classes}>
          {label}
        </ExternalLink>
      ) : (
        <Link to={block.href} className={classes}>
          {label}
        </Link>
      )}
    </aside>
  );
}

function ConnectBox() {
  const linkClass = 'btn btn-sm btn-secondary';
  return (
    <aside className="on-dark my-10 rounded-2xl bg-brand-darker p-7 text-white">
      <p className="text-xl font-semibold tracking-tight">Follow the privacy era with us</p>
      {/* How often the company publishes is not known, so this box promises no schedule. */}
      <p className="mt-2 leading-relaxed text-brand-mist">
        Follow {site.brand} for our next piece on the rules of health advertising, or see how group-level audiences
        work.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <ExternalLink href={site.linkedinUrl} className={linkClass}>
          <LinkedInIcon /> {site.brand} on LinkedIn
        </ExternalLink>
        <Link to="/" className={linkClass}>
          <Globe className="size-4" aria-hidden="true" />
          {/* One span: the flex link must see one item, not each piece between the <wbr>s. */}
          <span>
            <BreakableText text={absoluteUrl('/').replace(/^https:\/\/|\/$/g, '')} />
          </span>
        </Link>
      </div>
    </aside>
  );
}

function AuthorFooter({ author }: { author: AuthorId }) {
  const person = authors[author];
  return (
    <footer className="mt-12 flex gap-4 border-t border-line pt-8">
      <span
        className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-semibold text-white"
        aria-hidden="true"
      >
        {initials(person.name)}
      </span>
      <div>
        <p className="font-semibold text-ink">
          {person.name}
          <span className="font-normal text-muted"> · {person.title}</span>
        </p>
        <p className="mt-1 leading-relaxed text-muted">
          {REVIEW ? <review.StandIn value={person.bio}>{person.bio}</review.StandIn> : person.bio}
        </p>
      </div>
    </footer>
  );
}

function BlockView({ block, author }: { block: Block; author: AuthorId }) {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
    case 'list':
    case 'quote':
      return <TextBlockView block={block} />;
    case 'table':
      // Two columns of sentences: side by side from 640 px, each row stacked below that, so a phone reads
      // the whole table without scrolling it sideways (its column headings are then read out only).
      return (
        <div className="my-8 overflow-hidden rounded-xl border border-line">
          <table className="w-full border-collapse text-left">
            <caption className="border-b border-line bg-surface px-5 py-3 text-left font-semibold text-ink">
              {block.caption}
            </caption>
            <thead className="max-sm:sr-only">
              <tr className="border-b border-line">
                {block.columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="px-5 py-3 text-sm font-semibold uppercase tracking-wider text-brand"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map(([insight, why], index) => (
                <tr key={index} className="border-b border-line last:border-0 align-top max-sm:block">
                  <th
                    scope="row"
                    className="w-2/5 px-5 py-4 font-semibold text-ink max-sm:block max-sm:w-auto max-sm:pb-1"
                  >
                    <RichText content={insight} />
                  </th>
                  <td className="px-5 py-4 leading-relaxed text-ink-soft max-sm:block max-sm:pt-0">
                    <RichText content={why} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'image':
      // A diagram drawn 1,000 px wide has 5 px labels on a phone: its own file opens at full size, to zoom.
      // The link follows the figure rather than sitting in its caption, which names the figure.
      return (
        <div className="my-8">
          <figure>
            <img
              src={block.src}
              alt={block.alt}
              width={block.width}
              height={block.height}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-xl border border-line bg-white"
            />
            {block.caption && <figcaption className="mt-3 text-center text-sm text-muted">{block.caption}</figcaption>}
          </figure>
          <p className="mt-2 text-center text-sm">
            <a
              href={block.src}
              data-no-prefetch
              className="font-medium text-brand underline underline-offset-4 hover:text-brand-dark"
            >
              View full size
            </a>
          </p>
        </div>
      );
    case 'cta':
      return <CtaBox block={block} />;
    case 'podcast':
      return <PodcastBlock {...block} />;
    case 'takeaways':
      return (
        <section
          className="my-10 rounded-2xl border border-line bg-surface p-7"
          aria-label={block.title ?? 'Key takeaways'}
        >
          <p className="text-lg font-semibold text-ink">{block.title ?? 'Key takeaways'}</p>
          <ul className="mt-4 space-y-3">
            {block.items.map((item, index) => (
              <li key={index} className="flex gap-3 leading-relaxed text-ink-soft">
                <CheckCircle2 className="mt-1 size-5 shrink-0 text-brand" aria-hidden="true" />
                <span>
                  <RichText content={item} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'editorNote':
      return (
        <aside className="my-6 flex gap-3 rounded-xl border border-accent/30 bg-accent-light p-5 text-ink-soft">
          <Info className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
          <p className="leading-relaxed">
            <strong className="font-semibold text-ink">
              Editor’s update{block.date ? `, ${formatDate(block.date)}` : ''}:{' '}
            </strong>
            <RichText content={block.content} />
          </p>
        </aside>
      );
    case 'connect':
      return <ConnectBox />;
    case 'authorFooter':
      return <AuthorFooter author={author} />;
  }
}

export interface BlocksProps {
  blocks: Block[];
  /** The article's author, for blocks that show it (author footer). */
  author?: AuthorId;
}

/** The one renderer for article bodies and legal pages. */
export function Blocks({ blocks, author = 'team' }: BlocksProps) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} author={author} />
      ))}
    </>
  );
}
