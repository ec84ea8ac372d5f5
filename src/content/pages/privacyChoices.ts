import { site } from '@/config/site';
import type { PageMeta } from './types';

export const privacyChoicesPage: PageMeta = {
  title: 'Your Privacy Choices',
  description: `Exercise your U.S. privacy rights with ${site.brand}: access, delete, correct or port your data, opt out of sale, sharing or targeted advertising, or appeal a decision.`,
};
