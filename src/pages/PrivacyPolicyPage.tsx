import { Seo } from '@/components/Seo';
import { LegalDocumentView } from '@/components/LegalDocumentView';
import privacyPolicy from '@/content/legal/privacy-policy';

export default function PrivacyPolicyPage() {
  return (
    <>
      <Seo title={privacyPolicy.title} description={privacyPolicy.description} />
      <LegalDocumentView document={privacyPolicy} />
    </>
  );
}
