import { legalPage } from '@/components/legalPage';
import { termsMeta } from '@/content/legal/meta';

/** This page's title and description (src/app/pageTable.ts): its social image reads them too. */
export const meta = termsMeta;

export const { loader, prefetch, LegalPage } = legalPage(meta, () => import('@/content/legal/terms'));
export default LegalPage;
