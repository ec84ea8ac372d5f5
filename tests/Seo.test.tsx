import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { Seo } from '@/components/Seo';
import { site, SITE_URL } from '@/config/site';
import { renderWithRouter } from './renderWithRouter';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('Seo', () => {
  it('sets title with the brand suffix, description, canonical and social tags', async () => {
    renderWithRouter(<Seo title="About Us" description="About the company." />, { path: '/about' });
    await waitFor(() => expect(document.title).toBe('About Us | Blueprint'));
    expect(meta('meta[name="description"]')).toBe('About the company.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE_URL}/about`);
    expect(meta('meta[property="og:title"]')).toBe('About Us | Blueprint');
    expect(meta('meta[property="og:description"]')).toBe('About the company.');
    expect(meta('meta[property="og:url"]')).toBe(`${SITE_URL}/about`);
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('describes a card given to it (an article’s) and names the home page’s card', async () => {
    const card = { kicker: 'HIPAA · Privacy', title: 'A Title?', line: 'July 25, 2025 · Blueprint Audience Team' };
    renderWithRouter(<Seo title="A Title?" card={card} />, { path: '/' });
    await waitFor(() => expect(meta('meta[property="og:image"]')).toBe(`${SITE_URL}/og/index.png`));
    expect(meta('meta[property="og:image:alt"]')).toBe(
      'Blueprint card: “A Title?” — HIPAA · Privacy — July 25, 2025 · Blueprint Audience Team',
    );
  });

  it('falls back to the default brand title and description', async () => {
    renderWithRouter(<Seo />, { path: '/' });
    await waitFor(() => expect(document.title).toBe(site.metadata.defaultTitle));
    expect(meta('meta[name="description"]')).toBe(site.metadata.defaultDescription);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE_URL}/`);
  });

  it('noindex adds robots noindex,nofollow, omits the canonical link and shares the default card', async () => {
    renderWithRouter(<Seo title="Page Not Found" noindex />, { path: '/missing' });
    await waitFor(() => expect(meta('meta[name="robots"]')).toBe('noindex,nofollow'));
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    // The build draws cards for the indexable pages only; the others unfurl with the default one.
    expect(meta('meta[property="og:image"]')).toBe(`${SITE_URL}/og-image.png`);
    expect(meta('meta[property="og:image:alt"]')).toBe(
      `Blueprint card: “Privacy-Safe Healthcare Audience Data” — ${site.metadata.defaultDescription}`,
    );
  });

  it('uses an explicit path over the current location, for the canonical link and the card', async () => {
    renderWithRouter(<Seo title="X" path="/resources/x" />, { path: '/elsewhere' });
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${SITE_URL}/resources/x`,
      ),
    );
    expect(meta('meta[property="og:image"]')).toBe(`${SITE_URL}/og/resources/x.png`);
  });
});
