import { legalPage } from '@/components/legalPage';
import { consumerHealthDataPolicyMeta } from '@/content/legal/meta';

/** This page's title and description (src/app/pageTable.ts): its social image reads them too. */
export const meta = consumerHealthDataPolicyMeta;

export const { loader, prefetch, LegalPage } = legalPage(
  meta,
  () => import('@/content/legal/consumer-health-data-policy'),
);
export default LegalPage;
