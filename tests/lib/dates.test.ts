import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/dates';

describe('formatDate', () => {
  it('prints what Intl prints in en-US for every month, without leading zeros', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const iso = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(formatDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
      }
    }
    expect(formatDate('2025-10-22')).toBe('October 22, 2025');
  });

  it('refuses what is not an ISO calendar date rather than printing nonsense', () => {
    for (const bad of ['2025-13-01', '2025-00-10', '22 Oct 2025', '2025-10-22T00:00:00Z', '']) {
      expect(() => formatDate(bad)).toThrow(/Not an ISO date/);
    }
  });
});
