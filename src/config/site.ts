/**
 * Every fact about the company that appears on more than one page lives here, once: brand, contact
 * details, external profiles and metadata defaults. Each fact carries its status (./facts.ts): the ones
 * awaiting confirmation are stand-ins that `npm run launch-check` lists until the company confirms them.
 */
// With its extension: build tools load this file outside Vite (tools/hosts/security-headers.ts, the Vite config).
import { awaiting, confirmed, valuesOf } from './facts.ts';

/** The company's own domain: its articles are published there, and it is the domain of 'Blueprint Audiences'
 * on California's data broker registry. */
const DEFAULT_SITE_URL = 'https://www.blueprintaudiences.com';

/** Absolute origin of the deployed site, without a trailing slash. VITE_SITE_URL overrides it per build
 * (`import.meta.env` is optional so build tools running outside Vite can read this file too). */
export const SITE_URL = (import.meta.env?.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');

export const siteFacts = {
  brand: confirmed('Blueprint', 'docs/requirements.md'),
  /** Only 'Blueprint Audiences' is known (its name on California's data broker registry); the entity type
   * ('Inc.') is not. */
  legalName: awaiting('Blueprint Audiences, Inc.'),
  tagline: confirmed('Precise healthcare audiences for the privacy era.', 'docs/requirements.md'),
  copyrightYear: confirmed(2025, 'docs/requirements.md'),

  /** Privacy-rights requests (privacy policy, privacy request form). The client asks for one, not this address. */
  privacyEmail: awaiting('privacy@blueprintaudiences.com'),
  /** Toll-free privacy line: a reserved fictional 555-01xx number until the real one is known. */
  privacyPhone: awaiting({ display: '1-800-555-0142', tel: '+18005550142' }),
  /** General enquiries. */
  contactEmail: awaiting('hello@blueprintaudiences.com'),

  /** External meeting-booking page ('Schedule a Meeting', 'Book a meeting'). */
  bookingUrl: awaiting('https://example.com/book-a-meeting'),
  /** The company's professional-network profile. */
  linkedinUrl: awaiting('https://example.com/company-profile'),

  /** How a privacy request reaches the audience data: that data is tied to no name, email address, phone number
   * or postal address, so what a requester gives does not by itself point to any pseudonymous identifier. */
  requestMatching: awaiting(
    'How we match a request to pseudonymous identifiers in our audience data is to be confirmed.',
  ),
  /** What the company does with the deletion requests it receives through California's Delete Request and
   * Opt-out Platform (DROP); the law's duty is stated beside it, the company's practice is not known. */
  dropRequests: awaiting('How we process the deletion requests we receive through DROP is to be confirmed.'),
  /** Why random groups differ in prevalence. The company states only that people are placed into random groups,
   * prevalence is measured per group and no individual prediction is made (docs/requirements.md). */
  groupsMethod: awaiting(
    'How the groups are formed, and why prevalence differs from one group to another, is to be confirmed.',
  ),
};

/** What the brand offers, in the default title after the brand and as the title of the default social image. */
const tagline = 'Privacy-Safe Healthcare Audience Data';

export const site = {
  ...valuesOf(siteFacts),
  metadata: {
    tagline,
    defaultTitle: `Blueprint | ${tagline}`,
    titleSuffix: ' | Blueprint',
    defaultDescription:
      'Blueprint builds privacy-safe healthcare audiences from random groups and group-level prevalence: only pseudonymous identifiers, no individual health predictions, and compliant with HIPAA in our own assessment.',
    /** The default social image (tools/build/social-images/): the tagline and the default description. */
    defaultImagePath: '/og-image.png',
  },
} as const;

/**
 * Hosts allowed to serve the click-to-load podcast and video players (also the CSP frame-src). The
 * episodes' player URLs are stand-ins on a reserved example host until the company confirms them; the
 * real player's host replaces it then.
 */
export const PLAYER_HOSTS = ['https://example.com'] as const;

/** Absolute URL for a site path ('/about' -> 'https://…/about'). */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${SITE_URL}/` : `${SITE_URL}${path}`;
}
