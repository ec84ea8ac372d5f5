import { EyeOff, Fingerprint, Shuffle, UserX } from 'lucide-react';
import { site } from '@/config/site';
import type { Feature, PageMeta } from './types';

export const privacyByDesignPage: PageMeta = {
  title: 'Privacy by Design',
  description: `How ${site.brand} builds healthcare audiences with only pseudonymous identifiers and no individual health predictions: random groups and group-level prevalence.`,
};

export const approach: Feature[] = [
  {
    icon: EyeOff,
    title: 'Inferences about health are no longer acceptable',
    description:
      'A model’s guess that someone is pregnant, depressed or living with a chronic illness is itself sensitive health information. Regulators treat it that way, and so do we.',
  },
  {
    icon: Fingerprint,
    title: 'No personal identifiers',
    description:
      'Names, emails, phone numbers and street addresses never enter our audiences. We work only with pseudonymous identifiers, and we hold no data about anyone under 18.',
  },
  {
    icon: UserX,
    title: 'No individual health predictions',
    description:
      'No one is ever scored, labelled or ranked by their likelihood of having a condition, so no audience holds a prediction about your health.',
  },
  {
    icon: Shuffle,
    title: 'Random groups, group-level prevalence',
    description:
      'People are placed into random groups, and we measure how common a condition is within each group. Marketers reach the groups where it is more prevalent — never a prediction about a person.',
  },
];
