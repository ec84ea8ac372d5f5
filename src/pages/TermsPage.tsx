import { Seo } from '@/components/Seo';
import { LegalDocumentView } from '@/components/LegalDocumentView';
import terms from '@/content/legal/terms';

export default function TermsPage() {
  return (
    <>
      <Seo title={terms.title} description={terms.description} />
      <LegalDocumentView document={terms} />
    </>
  );
}
