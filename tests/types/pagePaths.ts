/**
 * Type tests, checked by `npm run typecheck` (nothing here runs): internal paths are typed against the page
 * table, so a mistyped one does not compile. Each `@ts-expect-error` fails the typecheck if its line compiles.
 */
import type { ButtonLinkProps } from '@/components/ui/ButtonLink';
import type { NavItem } from '@/config/nav';
import type { InternalHref, PagePath } from '@/config/pagePaths';
import type { articlePath } from '@/content/articles/paths';
import type { Inline } from '@/content/articles/types';

export const pages: PagePath[] = ['/', '/about', '/privacy-choices', '/resources', '/resources/page/2'];
export const article: PagePath = '/resources/compliance-not-privacy';
export const articlePathIsAPagePath: PagePath = '' as ReturnType<typeof articlePath>;
export const withFragment: InternalHref = '/privacy#contact';
export const onThisPage: InternalHref[] = ['#our-approach', '?q=HIPAA', '/resources?q=HIPAA'];

// @ts-expect-error: no page /privcy
export const typo: PagePath = '/privcy';
// @ts-expect-error: no page /resource (the listing is /resources)
export const typoWithFragment: InternalHref = '/resource#top';
// @ts-expect-error: paths start with /
export const relative: InternalHref = 'about';
// @ts-expect-error: '*' is the not-found route, not a page to link to
export const notFound: PagePath = '*';

export const nav: NavItem = { name: 'About', path: '/about' };
// @ts-expect-error: a nav item's path is a page's
export const navTypo: NavItem = { name: 'About', path: '/abut' };

export const button: ButtonLinkProps['to'][] = ['/contact', '#our-approach', 'https://example.com/'];
// @ts-expect-error: a button's internal path is a page's
export const buttonTypo: ButtonLinkProps['to'] = '/contcat';
// @ts-expect-error: another site's address is https
export const insecure: ButtonLinkProps['to'] = 'http://example.com/';

export const link: Inline = { text: 'the privacy policy', href: '/privacy#contact' };
export const named: Inline[] = [
  { text: 'book', href: 'booking' },
  { text: 'a study', href: 'https://example.com/study' },
];
// @ts-expect-error: an article's link to a page of this site is typed too
export const linkTypo: Inline = { text: 'our approach', href: '/privacy-by-desing' };
