import { TextBlockView } from '@/components/content/TextBlocks';
import { FigureTableView } from '@/components/content/FigureTableView';
import { RichText } from '@/components/content/RichText';
import { PageHeader } from '@/components/PageHeader';
import { Container } from '@/components/ui/Container';
import { textBlocks } from '@/content/legal/blocks';
import type { LegalDocument } from '@/content/legal/types';
import { formatDate } from '@/lib/dates';
import * as review from '@/components/review/legal';

const REVIEW = import.meta.env.MODE === 'review';

/** A legal page: title, date, a table of contents of its anchored sections, then the sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title={document.title}
        lead={
          REVIEW ? (
            <review.LegalDraftLead document={document} />
          ) : (
            <p>
              {document.dateLabel} {formatDate(document.date)}
            </p>
          )
        }
      />
      {/* grid-cols-1 (minmax(0, 1fr)), not an implicit auto column: a long email address in the text must not
          widen the column, and with it the page, past a phone's width. */}
      <Container className="grid grid-cols-1 gap-12 py-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:py-16">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wider text-muted">
            Contents
          </h2>
          <ol className="mt-3 space-y-1.5 border-l border-line text-[0.95rem]">
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-0.5 pl-4 text-muted hover:border-brand hover:text-brand-dark"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-prose">
          {document.intro.map((paragraph, index) => (
            <p key={index} className="mb-5 text-[1.075rem] leading-[1.75] text-ink-soft">
              <RichText content={paragraph} />
            </p>
          ))}
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="mt-12 first:mt-6"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-ink">
                {index + 1}. {section.title}
              </h2>
              {REVIEW ? (
                <review.ReviewedSection document={document} section={section} />
              ) : (
                textBlocks(section.blocks).map((block, blockIndex) =>
                  block.type === 'figures' ? (
                    <FigureTableView key={blockIndex} table={block} />
                  ) : (
                    <TextBlockView key={blockIndex} block={block} />
                  ),
                )
              )}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
