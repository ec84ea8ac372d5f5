import { Seo } from '@/components/Seo';
import { LegalDocumentView } from '@/components/LegalDocumentView';
import terms from '@/content/legal/terms';
import { site } from '@/config/site';

export default function TermsPage() {
  return (
    <>
      <Seo title="Terms of Use" description={`The terms that govern your use of the ${site.brand} website.`} />
      <LegalDocumentView document={terms} />
    </>
  );
}
