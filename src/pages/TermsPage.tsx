import { Seo } from '@/components/Seo';
import { LegalDocumentView } from '@/components/LegalDocumentView';
import terms from '@/content/legal/terms';

/** This page's title and description (src/app/pageTable.ts): its social image reads them too. */
export const meta = terms;

export default function TermsPage() {
  return (
    <>
      <Seo title={terms.title} description={terms.description} />
      <LegalDocumentView document={terms} />
    </>
  );
}
