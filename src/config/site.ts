/**
 * Every fact about the company that appears on more than one page lives here,
 * once: brand, addresses, contact details, external profiles and metadata defaults.
 */

const DEFAULT_SITE_URL = 'https://www.blueprintaudiences.com';

/** Absolute origin of the deployed site, without a trailing slash. VITE_SITE_URL overrides it per build
 * (`import.meta.env` is optional so build tools running outside Vite can read this file too). */
export const SITE_URL = (import.meta.env?.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');

export const site = {
  brand: 'Blueprint',
  legalName: 'Blueprint Audiences, Inc.',
  tagline: 'Precise healthcare audiences for the privacy era.',
  copyrightYear: 2025,

  /** Privacy-rights requests (privacy policy, privacy request form). */
  privacyEmail: 'privacy@blueprintaudiences.com',
  /** Toll-free privacy line. A reserved fictional 555-01xx number until the real one is known. */
  privacyPhone: { display: '1-800-555-0142', tel: '+18005550142' },
  /** General enquiries. */
  contactEmail: 'hello@blueprintaudiences.com',
  mailingAddress: 'Blueprint Audiences, Inc., 228 Park Ave S, New York, NY 10003',

  /** External meeting-booking page ('Schedule a Meeting', 'Book a meeting'). */
  bookingUrl: 'https://calendly.com/blueprint-audiences/intro',
  /** The company's professional-network profile. */
  linkedinUrl: 'https://www.linkedin.com/company/blueprint-audiences',

  metadata: {
    defaultTitle: 'Blueprint | Privacy-Safe Healthcare Audience Data',
    titleSuffix: ' | Blueprint',
    defaultDescription:
      'Blueprint builds privacy-safe healthcare audiences from random groups and group-level prevalence: no personal identifiers, no individual health predictions, compliant with HIPAA.',
    defaultImagePath: '/og-image.png',
  },
} as const;

/** Hosts allowed to serve the click-to-load podcast and video players (also the CSP frame-src). */
export const PLAYER_HOSTS = ['https://open.spotify.com', 'https://www.youtube-nocookie.com'] as const;

/** Absolute URL for a site path ('/about' -> 'https://…/about'). */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${SITE_URL}/` : `${SITE_URL}${path}`;
}
