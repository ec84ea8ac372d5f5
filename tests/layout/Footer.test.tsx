import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Footer } from '@/components/layout/Footer';
import { PRIVACY_CHOICES_ICON_LABEL } from '@/components/ui/PrivacyChoicesIcon';
import { site } from '@/config/site';
import { renderWithRouter } from '../renderWithRouter';

describe('Footer', () => {
  it('ends the legal name as a sentence before "All rights reserved", whatever the name', () => {
    const { legalName } = site;
    try {
      // A legal name whose entity type has no full stop of its own, as a confirmed name may be, one with, and
      // one with a space after it (asSentence).
      for (const [name, written] of [
        ['Blueprint Audiences LLC', 'Blueprint Audiences LLC.'],
        ['Blueprint Audiences, Inc.', 'Blueprint Audiences, Inc.'],
        ['Blueprint Audiences, Inc. ', 'Blueprint Audiences, Inc.'],
      ]) {
        Object.assign(site, { legalName: name });
        const { unmount } = renderWithRouter(<Footer />);
        expect(screen.getByText(/All rights reserved/).textContent).toBe(
          `© ${site.copyrightYear} ${written} All rights reserved.`,
        );
        unmount();
      }
    } finally {
      Object.assign(site, { legalName });
    }
  });

  it('shows California’s opt-out icon, with its text alternative, inside the "Your Privacy Choices" link only', () => {
    renderWithRouter(<Footer />);
    const link = screen.getByRole('link', { name: /^Your Privacy Choices/ });
    expect(within(link).getByRole('img', { name: PRIVACY_CHOICES_ICON_LABEL })).toBeInTheDocument();
    expect(link).toHaveTextContent(/^Your Privacy Choices$/);
    expect(screen.getAllByRole('img', { name: PRIVACY_CHOICES_ICON_LABEL })).toHaveLength(1);
  });
});
