import { PageHeader } from '@/components/PageHeader';
import { Seo } from '@/components/Seo';
import { Container } from '@/components/ui/Container';

/** A fact awaiting confirmation, as `npm run launch-check` lists it (src/app/awaitingFacts.build.ts). */
export interface ReviewItem {
  group: string;
  where: string;
  shown: string;
  detail?: string;
}

/** The facts a page marks; `path` undefined for those no page shows. */
export interface ReviewPageGroup {
  path?: string;
  items: ReviewItem[];
}

const anchor = (path = '') => `review${path.replace(/\W+/g, '-')}`;

/**
 * The review build's /review page (tools/build/html/reviewPage.ts writes it): every fact the launch check lists,
 * by the page that marks it, with links there. The company and counsel confirm the site from it; launch-check stays
 * the gate.
 */
export function ReviewPage({ total, groups }: { total: number; groups: ReviewPageGroup[] }) {
  return (
    <>
      <Seo
        title="Awaiting the company or counsel"
        description="Every passage of the site that awaits the company or counsel, by page."
        noindex
      />
      <PageHeader
        eyebrow="Review build"
        title="Awaiting the company or counsel"
        lead={
          <p>
            {total} items await confirmation. Each is marked on its page, framed or highlighted in amber with a note of
            what must be decided; an item shown on several pages is counted on each. <code>npm run launch-check</code>{' '}
            lists the same items and stays the gate for launch.
          </p>
        }
      />
      <Container className="grid grid-cols-1 gap-12 py-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:py-16">
        <nav aria-labelledby="review-pages-heading" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="review-pages-heading" className="text-sm font-semibold uppercase tracking-wider text-muted">
            Pages
          </h2>
          <ol className="mt-3 space-y-1.5 text-[0.95rem]">
            {groups.map(({ path, items }) => (
              <li key={anchor(path)}>
                <a href={`#${anchor(path)}`} className="text-brand-dark underline-offset-4 hover:underline">
                  {path ?? 'On no page'}
                </a>{' '}
                <span className="text-muted">({items.length})</span>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0 space-y-12">
          {groups.map(({ path, items }) => (
            <section key={anchor(path)} aria-labelledby={anchor(path)}>
              <h2 id={anchor(path)} className="text-2xl font-bold tracking-tight text-ink">
                {path ? (
                  <a href={path} className="text-brand-dark underline underline-offset-4">
                    {path}
                  </a>
                ) : (
                  'On no page'
                )}{' '}
                <span className="text-base font-medium text-muted">{items.length} awaiting</span>
              </h2>
              <ol className="mt-4 space-y-4">
                {items.map((item, index) => (
                  <li key={index} className="rounded-lg border border-line bg-surface px-4 py-3">
                    <p className="text-xs font-semibold uppercase tracking-wide text-brand">{item.group}</p>
                    <p className="mt-1 font-medium text-ink wrap-anywhere">“{item.shown}”</p>
                    {item.detail && <p className="mt-1 text-sm leading-relaxed text-ink-soft">{item.detail}</p>}
                    <p className="mt-1 text-xs text-muted wrap-anywhere">
                      <code>{item.where}</code>
                    </p>
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
