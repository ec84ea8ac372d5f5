import { Ban, Map, Target } from 'lucide-react';
import type { Feature, PageMeta } from './types';

export const dtcPage: PageMeta = {
  title: 'DTC Audiences',
  description:
    'Direct-to-consumer healthcare audiences with no inferences and no predictions: random groups, measured prevalence, approved for use in all 50 states.',
};

export const dtcFeatures: Feature[] = [
  {
    icon: Ban,
    title: 'No Inferences. No Predictions.',
    description:
      'We never guess whether a person has a condition. Audiences are built from random groups and the measured prevalence of a condition within each group — nothing is said about any individual.',
  },
  {
    icon: Map,
    title: 'Approved in All 50 States',
    description:
      'Because no individual health data goes in, the same audience can run nationwide. No state-by-state carve-outs, no geofencing around clinics, no consent flows to reconcile.',
  },
  {
    icon: Target,
    title: 'Accuracy You Can Trust',
    description:
      'Groups where a condition is measurably more common concentrate your spend where it counts. Validate every segment before it ships and measure it against your own outcomes.',
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
      'Choose the conditions, treatments or care needs that matter to your brand and the geographies you serve, and set the prevalence threshold your plan needs.',
  },
  {
    number: '02',
    title: 'Validate and preview the segment',
    description:
      'See the projected size, reach and prevalence lift of your segment before you commit a dollar, and share the methodology with your legal team in plain language.',
  },
  {
    number: '03',
    title: 'Distribute to your preferred destinations',
    description:
      'Send the finished audience to the platforms, publishers and agencies you already buy from. No pixels to install, no identifiers to match.',
  },
];
