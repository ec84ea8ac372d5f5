/**
 * HTML the page may hand to `innerHTML` under its Content-Security-Policy. The site requires Trusted Types
 * for every HTML sink and allows no policy (`trusted-types 'none'`), so even an empty string is refused
 * there, and React would throw while rendering. The browser's own empty TrustedHTML needs no policy.
 * Where Trusted Types do not exist (the prerender, older engines) a plain empty string is all there is.
 */
type WithTrustedTypes = { trustedTypes?: { emptyHTML: TrustedHTML } };

export function emptyHtml(): string | TrustedHTML {
  return (globalThis as WithTrustedTypes).trustedTypes?.emptyHTML ?? '';
}
