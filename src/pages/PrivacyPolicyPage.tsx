import { Seo } from '@/components/Seo';
import { LegalDocumentView } from '@/components/LegalDocumentView';
import privacyPolicy from '@/content/legal/privacy-policy';

/** This page's title and description (src/app/pageTable.ts): its social image reads them too. */
export const meta = privacyPolicy;

export default function PrivacyPolicyPage() {
  return (
    <>
      <Seo title={privacyPolicy.title} description={privacyPolicy.description} />
      <LegalDocumentView document={privacyPolicy} />
    </>
  );
}
