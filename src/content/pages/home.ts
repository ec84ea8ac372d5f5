import { BadgeCheck, Crosshair, ShieldCheck } from 'lucide-react';
import type { Feature, PageMeta } from './types';

export const homePage: PageMeta = { title: 'Privacy-First Healthcare Audience Data' };

export const homeClaims = [
  'Compliant with HIPAA',
  'Approved for use in all 50 states',
  'Only pseudonymous identifiers',
  'No individual health predictions',
];

export const whyFeatures: Feature[] = [
  {
    icon: ShieldCheck,
    title: 'Compliant Everywhere',
    description:
      'Our audiences are compliant with HIPAA and approved for use in all 50 states. Every one is built from group-level prevalence, with only pseudonymous identifiers and no health prediction about any individual.',
  },
  {
    icon: Crosshair,
    title: 'Precision That Performs',
    description:
      'Group-level prevalence concentrates your spend where a condition is measurably more common, with the accuracy to earn a return on your media investment.',
  },
  {
    icon: BadgeCheck,
    title: 'The New Standard',
    description:
      'No inferences and no predictions about anyone. Audiences your legal team can explain and your partners can accept, designed to stay within what patients would reasonably expect.',
  },
];

export const comparison = {
  old: {
    title: 'Typical health audiences',
    points: [
      'Built from individual records or browsing histories',
      'A model predicts who probably has a condition',
      'Every segment is an inference about a person',
      'Legal exposure grows with each new state law',
    ],
  },
  blueprint: {
    title: 'Blueprint audiences',
    points: [
      'People are placed into random groups; only pseudonymous identifiers',
      'We measure how prevalent a condition is in each group',
      'No one is scored, labelled or ranked by their likelihood of having a condition',
      'Compliant with HIPAA and approved for use in all 50 states',
    ],
  },
};
