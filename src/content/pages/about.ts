import { site } from '@/config/site';
import type { PageMeta } from './types';

export const aboutPage: PageMeta = {
  title: 'About Us',
  description: `Why ${site.brand} exists: the rules of healthcare advertising have changed, and audiences built on inferences about individuals no longer hold up.`,
};

export const philosophy = [
  {
    title: 'Groups, not people',
    text: 'We never need to know who someone is to help a brand reach the people who need it. We measure how common a condition is across random groups, never whether a person has it.',
  },
  {
    title: 'Explainable by design',
    text: 'Every audience we deliver can be explained in one sentence to a compliance officer, a publisher or a patient. That sentence is the method itself: random groups, and how common a condition is in each.',
  },
  {
    title: 'Performance is the proof',
    text: 'Ethics that cost results do not last. Our audiences are built to carry the accuracy a media plan needs to earn its return.',
  },
];
