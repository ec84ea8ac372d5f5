import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import { KeptHtml, keepsHtml } from '@/components/content/KeptHtml';
import { Seo } from '@/components/Seo';
import type { PageMeta } from '@/content/pages/types';
import type { LegalDocument } from '@/content/legal/types';
import { recoverable } from '@/lib/chunkRecovery';
import { importOnce } from '@/lib/importOnce';

type Rendered = { View: (typeof import('./LegalDocumentView'))['LegalDocumentView']; document: LegalDocument };

/**
 * A legal page's route module, from its title and description and the import of its document. A first
 * visit hydrates over the prerendered document as it is (KeptHtml): the text and its renderer are no part
 * of the first load, which carries the title and description alone (for the page's <Seo>). Anywhere else
 * (the prerender, a client-side visit, a page React renders afresh) the loader loads both, and a prefetch
 * brings them ahead of a visit.
 */
export function legalPage(meta: Required<PageMeta>, importDocument: () => Promise<{ default: LegalDocument }>) {
  const load = importOnce(async (): Promise<Rendered> => {
    const [{ LegalDocumentView }, { default: document }] = await Promise.all([
      import('./LegalDocumentView'),
      importDocument(),
    ]);
    return { View: LegalDocumentView, document };
  });

  async function loader({ request }: LoaderFunctionArgs): Promise<Rendered | null> {
    return keepsHtml(new URL(request.url).pathname) ? null : recoverable(load)();
  }

  function LegalPage() {
    const rendered = useLoaderData() as Rendered | null;
    const { pathname } = useLocation();
    return (
      <>
        <Seo title={meta.title} description={meta.description} />
        {rendered ? (
          <div data-kept={pathname}>
            <rendered.View document={rendered.document} />
          </div>
        ) : (
          <KeptHtml marker={pathname} />
        )}
      </>
    );
  }
  return { loader, prefetch: load, LegalPage };
}
