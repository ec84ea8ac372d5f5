import type { PageMeta } from './types';

export const resourcesPage: PageMeta = {
  title: 'Resources',
  description:
    'Articles, analysis and podcasts for healthcare marketers on advertising in the Privacy Era: HIPAA, state privacy laws, AI rules and privacy-safe audiences.',
};
