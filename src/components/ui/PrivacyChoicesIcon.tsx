/** The text alternative the California Attorney General recommends for the opt-out icon. */
export const PRIVACY_CHOICES_ICON_LABEL = 'California Consumer Privacy Act (CCPA) Opt-Out Icon';

/**
 * California's opt-out icon, the blue-and-white toggle with a check and a cross, which must stand next to a
 * "Your Privacy Choices" link (11 CCR §7015(b); https://cppa.ca.gov/regulations/). Drawn inline with
 * presentation attributes only, so it needs no request and no style attribute under the site's CSP; the
 * toggle's official blue is part of the icon, not of the site's palette. 30 × 14 px, the size of the text and
 * the other icons beside it.
 */
export function PrivacyChoicesIcon({ className }: { className?: string }) {
  return (
    <svg
      role="img"
      aria-label={PRIVACY_CHOICES_ICON_LABEL}
      viewBox="0 0 30 14"
      width="30"
      height="14"
      className={className}
      focusable="false"
    >
      <path d="M7 0h16a7 7 0 0 1 0 14H7A7 7 0 0 1 7 0z" fill="#0066ff" />
      <path d="M7 1.25h10.2L14.1 12.75H7a5.75 5.75 0 0 1 0-11.5z" fill="#fff" />
      <path
        d="M4.4 7.3l2.25 2.25 4.2-4.7"
        fill="none"
        stroke="#0066ff"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M19.7 4.7l4.6 4.6m0-4.6l-4.6 4.6" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
