import type { PagePath } from './pagePaths';

export interface NavItem {
  name: string;
  path: PagePath;
}

export const mainNav: NavItem[] = [
  { name: 'Home', path: '/' },
  { name: 'About', path: '/about' },
  { name: 'DTC Audiences', path: '/dtc-audiences' },
  { name: 'Privacy by Design', path: '/privacy-by-design' },
  { name: 'Resources', path: '/resources' },
  { name: 'Contact', path: '/contact' },
];

export const footerNav: NavItem[] = [
  { name: 'Terms', path: '/terms' },
  { name: 'Privacy Policy', path: '/privacy' },
  { name: 'Your Privacy Choices', path: '/privacy-choices' },
  { name: 'Consumer Health Data Privacy Policy', path: '/consumer-health-data-privacy-policy' },
  { name: 'Contact', path: '/contact' },
];
