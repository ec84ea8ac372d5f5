import { Seo } from '@/components/Seo';
import { LegalDocumentView } from '@/components/LegalDocumentView';
import consumerHealthDataPolicy from '@/content/legal/consumer-health-data-policy';

/** This page's title and description (src/app/pageTable.ts): its social image reads them too. */
export const meta = consumerHealthDataPolicy;

export default function ConsumerHealthDataPolicyPage() {
  return (
    <>
      <Seo title={consumerHealthDataPolicy.title} description={consumerHealthDataPolicy.description} />
      <LegalDocumentView document={consumerHealthDataPolicy} />
    </>
  );
}
