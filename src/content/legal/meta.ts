import { site } from '@/config/site';
import type { PageMeta } from '../pages/types';

/**
 * Each legal page's title and description, apart from its text: a first visit hydrates over the
 * prerendered text and loads only these (src/components/legalPage.tsx).
 */
export const privacyPolicyMeta = {
  title: 'Privacy Policy',
  description: `How ${site.brand} collects, uses and discloses information, and how to exercise your privacy rights.`,
} satisfies PageMeta;

export const termsMeta = {
  title: 'Terms of Use',
  description: `The terms that govern your use of the ${site.brand} website.`,
} satisfies PageMeta;

export const consumerHealthDataPolicyMeta = {
  title: 'Consumer Health Data Privacy Policy',
  description: `What consumer health data ${site.brand} may collect and share, why, from where and with whom, and how to exercise the rights Washington’s and Nevada’s consumer health data laws give.`,
} satisfies PageMeta;
