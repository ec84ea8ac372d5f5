import type { PageMeta } from '@/content/pages/types';
import { resourcesPage } from '@/content/pages/resources';

/** A listing page's title and description: /resources as the content says, later pages numbered. */
export function listingPageMeta(page: number): PageMeta {
  if (page === 1) return resourcesPage;
  return { title: `${resourcesPage.title} — page ${page}`, description: `Page ${page}. ${resourcesPage.description}` };
}
