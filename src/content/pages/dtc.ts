import { Ban, Map, Target } from 'lucide-react';
import type { Feature, PageMeta } from './types';

export const dtcPage: PageMeta = {
  title: 'DTC Audiences',
  description:
    'Direct-to-consumer healthcare audiences with no inferences and no predictions: random groups, measured prevalence, and approved for use in all 50 states in our own assessment.',
};

export const dtcFeatures: Feature[] = [
  {
    icon: Ban,
    title: 'No Inferences. No Predictions.',
    description:
      'We never guess whether a person has a condition. Audiences are built from random groups and the measured prevalence of a condition within each group; no one is scored, labelled or ranked by their likelihood of having it.',
  },
  {
    icon: Map,
    title: 'Approved in All 50 States',
    description:
      'We describe our audiences as approved for use in all 50 states: our own statement about how they are built, not a status any state grants. Every one is built the same way, from random groups and group-level prevalence, so the method your legal team reviews is the method that runs in every state.',
  },
  {
    icon: Target,
    title: 'Accuracy You Can Trust',
    description:
      'Groups where a condition is measurably more common concentrate your spend where it counts, with the accuracy a media plan needs to earn its return.',
  },
];

export interface Step {
  number: string;
  title: string;
  description: string;
}

export const dtcSteps: Step[] = [
  {
    number: '01',
    title: 'Define your audience with our self-serve builder',
    description:
      'Start from the condition your brand serves and build the audience yourself, without waiting on a data request.',
  },
  {
    number: '02',
    title: 'Validate and preview the segment',
    description:
      'Check the segment before it goes anywhere, and share the method with your legal team in a sentence: random groups, group-level prevalence.',
  },
  {
    number: '03',
    title: 'Distribute to your preferred destinations',
    description:
      'Send the finished segment where you plan to run it. It carries only pseudonymous identifiers, never names, email addresses or a health prediction about anyone.',
  },
];
