import { awaiting, confirmed, valuesOf, type Fact, type Values } from '@/config/facts';

/** The company's article "MM+M: Privacy-First Strategies in Pharma Marketing", bylined by its CEO. */
const CEO_BYLINE = 'https://www.blueprintaudiences.com/resources/mmm-privacy-strategies-pharma-marketing';

/**
 * The founders, as the About page shows them (two cards). Only the CEO's name and role are known, from the
 * byline of the company's own article (CEO_BYLINE); everything else is a neutral stand-in awaiting the
 * company's confirmation. No career history, credentials, quote or portrait is given in a real person's
 * name that no source gives.
 */
export interface FounderFacts {
  name: Fact<string>;
  role: Fact<string>;
  /** Photo under /images/founders/; without one the card shows initials. */
  image?: Fact<string>;
  profileUrl: Fact<string>;
  bio: Fact<string>;
}

export const founderFacts: FounderFacts[] = [
  {
    name: confirmed('Jeremy Mittler', CEO_BYLINE),
    role: confirmed('CEO', CEO_BYLINE),
    profileUrl: awaiting('https://example.com/founder-profile/ceo'),
    bio: awaiting(
      'Jeremy Mittler leads Blueprint, which builds privacy-safe healthcare audiences from random groups and group-level prevalence.',
    ),
  },
  {
    name: awaiting('Co-founder'),
    role: awaiting('Name and title to be confirmed'),
    profileUrl: awaiting('https://example.com/founder-profile/co-founder'),
    bio: awaiting('Blueprint’s second co-founder. A short biography will appear here once it is confirmed.'),
  },
];

/** A founder as the card renders it. */
export type Founder = Values<FounderFacts>;

export const founders: Founder[] = founderFacts.map(valuesOf);

/** The company's CEO, who authors some articles. */
export const ceo = founders[0];
