import { legalPage } from '@/components/legalPage';
import { privacyPolicyMeta } from '@/content/legal/meta';

/** This page's title and description (src/app/pageTable.ts): its social image reads them too. */
export const meta = privacyPolicyMeta;

export const { loader, prefetch, LegalPage } = legalPage(meta, () => import('@/content/legal/privacy-policy'));
export default LegalPage;
