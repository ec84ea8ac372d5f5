import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Footer } from '@/components/layout/Footer';
import { PRIVACY_CHOICES_ICON_LABEL } from '@/components/ui/PrivacyChoicesIcon';
import { asSentence } from '@/lib/sentence';
import { renderWithRouter } from '../renderWithRouter';

// A legal name whose entity type has no full stop of its own, as a confirmed name may be.
vi.mock('@/config/site', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/site')>();
  return { ...actual, site: { ...actual.site, legalName: 'Blueprint Audiences LLC' } };
});

describe('asSentence', () => {
  it('adds a full stop unless the text already ends a sentence', () => {
    expect(asSentence('Blueprint Audiences LLC')).toBe('Blueprint Audiences LLC.');
    expect(asSentence('Blueprint Audiences, Inc.')).toBe('Blueprint Audiences, Inc.');
    expect(asSentence('Blueprint Audiences, Inc. ')).toBe('Blueprint Audiences, Inc.');
  });
});

describe('Footer', () => {
  it('ends the legal name as a sentence before "All rights reserved", whatever the name', () => {
    renderWithRouter(<Footer />);
    expect(screen.getByText(/All rights reserved/).textContent).toMatch(
      /^© \d{4} Blueprint Audiences LLC\. All rights reserved\.$/,
    );
  });

  it('shows California’s opt-out icon, with its text alternative, inside the "Your Privacy Choices" link only', () => {
    renderWithRouter(<Footer />);
    const link = screen.getByRole('link', { name: /^Your Privacy Choices/ });
    expect(within(link).getByRole('img', { name: PRIVACY_CHOICES_ICON_LABEL })).toBeInTheDocument();
    expect(link).toHaveTextContent(/^Your Privacy Choices$/);
    expect(screen.getAllByRole('img', { name: PRIVACY_CHOICES_ICON_LABEL })).toHaveLength(1);
  });
});
