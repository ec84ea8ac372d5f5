import { BadgeCheck, Crosshair, ShieldCheck } from 'lucide-react';
import type { Feature, PageMeta } from './types';

export const homePage: PageMeta = { title: 'Privacy-First Healthcare Audience Data' };

export const homeClaims = [
  // The company's own statements (docs/requirements.md), said as such: no regulator grants either status.
  'Compliant with HIPAA, in our own assessment',
  'Approved for use in all 50 states, in our own assessment',
  'Only pseudonymous identifiers',
  'No individual health predictions',
];

export const whyFeatures: Feature[] = [
  {
    icon: ShieldCheck,
    title: 'Compliant Everywhere',
    description:
      'We describe our audiences as compliant with HIPAA and approved for use in all 50 states: our own statement about how they are built, not a status any regulator grants. Every one is built from group-level prevalence, with only pseudonymous identifiers and no health prediction about any individual.',
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
      'No inferences and no predictions about any individual, only the prevalence of groups. A method your legal team can explain in a sentence, and weigh for itself against what patients would reasonably expect.',
  },
];

export const comparison = {
  // A kind of audience described by how it is built, not a claim about what other vendors sell.
  old: {
    title: 'Audiences built on individual predictions',
    points: [
      'A model predicts whether each person probably has a condition',
      'The segment is made of those predictions, one per person',
      'Regulators treat a guess about someone’s health as sensitive health data',
    ],
  },
  blueprint: {
    title: 'Blueprint audiences',
    points: [
      'People are placed into random groups; only pseudonymous identifiers',
      'We measure how prevalent a condition is in each group',
      'No one is scored, labelled or ranked by their likelihood of having a condition',
      'Compliant with HIPAA and approved for use in all 50 states, in our own assessment',
    ],
  },
};
