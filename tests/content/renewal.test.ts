// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { renewalFacts, requestFigureFacts } from '@/app/awaitingFacts.build';
import { REQUEST_FIGURES_YEAR } from '@/content/legal/requestFigures';
import { policyOverdue, renewalDue, statesMissing } from '@/content/legal/renewal';

// The rules run on a policy and a list of states of their own, so that counsel renewing the real policy
// or adding a state changes no expectation here.
vi.mock('@/content/legal/privacy-policy', () => ({
  default: {
    title: 'Privacy Policy',
    description: 'A fixture.',
    date: '2025-09-03',
    dateLabel: 'Effective',
    legalReview: { status: 'awaiting' },
    intro: [],
    sections: [],
  },
}));
vi.mock('@/content/legal/states', () => ({
  RIGHTS_STATES: ['California', 'Virginia', 'Texas'],
  STATE_PRIVACY_LAWS: [
    { state: 'California', inForce: '2020-01-01' },
    { state: 'Virginia', inForce: '2023-01-01' },
    { state: 'Utah', inForce: '2023-12-31' },
    { state: 'Texas', inForce: '2024-07-01' },
    { state: 'Indiana', inForce: '2026-01-01' },
    { state: 'Kentucky', inForce: '2026-01-01' },
    { state: 'Rhode Island', inForce: '2026-01-01' },
  ],
}));

describe('the privacy policy’s yearly renewal', () => {
  it('is due 12 months after the effective date', () => {
    expect(renewalDue('2025-09-03')).toBe('2026-09-03');
    expect(renewalDue('2024-02-29')).toBe('2025-02-28');
  });

  it('is not listed the day before it is due, and is listed from the day it is due', () => {
    const overdue = ['2026-09-02', '2026-09-03', '2027-01-10'].map((today) => policyOverdue('2025-09-03', today));
    expect(overdue).toEqual([false, true, true]);
    const ages = (today: string) =>
      renewalFacts(today).filter((fact) => fact.where.endsWith('privacy-policy.ts: date'));
    expect(ages('2026-09-02')).toEqual([]);
    expect(ages('2026-09-04')).toEqual([
      {
        group: 'Privacy policy renewal',
        where: 'src/content/legal/privacy-policy.ts: date',
        shown: 'Effective September 3, 2025',
        detail:
          'privacy policy older than 12 months on September 4, 2026: Cal. Civ. Code §1798.130(a)(5) requires it to be updated at least once every 12 months (due September 3, 2026). Counsel to review it and give it a new effective date.',
        pages: ['/privacy'],
      },
    ]);
  });
});

describe('the policy’s list of states', () => {
  it('names the laws in force on the day that the list leaves out', () => {
    expect(statesMissing('2023-12-30')).toEqual([]);
    expect(statesMissing('2025-12-31').map((law) => law.state)).toEqual(['Utah']);
    expect(statesMissing('2026-01-01').map((law) => law.state)).toEqual([
      'Utah',
      'Indiana',
      'Kentucky',
      'Rhode Island',
    ]);
  });

  it('is listed for counsel review, grouped by the day each missing law took effect', () => {
    const list = renewalFacts('2026-09-02').find((fact) => fact.where.endsWith('RIGHTS_STATES'));
    expect(list).toEqual({
      group: 'Privacy policy renewal',
      where: 'src/content/legal/states.ts: RIGHTS_STATES',
      shown: '3 states',
      detail:
        'marked for counsel review: not current on September 2, 2026; it leaves out the comprehensive privacy laws of Utah (since December 31, 2023) and Indiana, Kentucky and Rhode Island (since January 1, 2026).',
      pages: ['/privacy'],
    });
  });
});

describe('the yearly privacy request figures', () => {
  const due = `${REQUEST_FIGURES_YEAR + 1}-07-01`;
  const overdue = (today: string) => requestFigureFacts(today).filter((fact) => fact.detail?.startsWith('overdue'));

  it('are listed while awaited, and as overdue from July 1 of the next year', () => {
    const awaited = requestFigureFacts(`${REQUEST_FIGURES_YEAR + 1}-06-30`);
    expect(awaited.length).toBeGreaterThan(0);
    expect(overdue(`${REQUEST_FIGURES_YEAR + 1}-06-30`)).toEqual([]);
    expect(overdue(due)).toHaveLength(awaited.length);
    expect(overdue(due)[0].detail).toContain(`the ${REQUEST_FIGURES_YEAR} figures were due`);
  });
});
