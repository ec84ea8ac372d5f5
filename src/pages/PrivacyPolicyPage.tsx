import { Seo } from '@/components/Seo';
import { LegalDocumentView } from '@/components/LegalDocumentView';
import privacyPolicy from '@/content/legal/privacy-policy';
import { site } from '@/config/site';

export default function PrivacyPolicyPage() {
  return (
    <>
      <Seo
        title="Privacy Policy"
        description={`How ${site.brand} collects, uses and discloses information, and how to exercise your privacy rights.`}
      />
      <LegalDocumentView document={privacyPolicy} />
    </>
  );
}
