/**
 * The states whose residents the privacy policy gives its rights to, and the right to appeal: the company's
 * list of 15, with Texas among them, one list for both so no state has an appeal right without the others.
 * Which laws reach the company (their thresholds) is for counsel to confirm.
 *
 * The list predates later laws (see STATE_PRIVACY_LAWS): the policy marks it for counsel's review and
 * `npm run launch-check` names the laws in force on the build date that it leaves out.
 */
export const RIGHTS_STATES = [
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Iowa',
  'Maryland',
  'Minnesota',
  'Montana',
  'Nebraska',
  'New Hampshire',
  'New Jersey',
  'Oregon',
  'Tennessee',
  'Texas',
  'Virginia',
] as const;

/**
 * The comprehensive state privacy laws enacted so far, each with the day it took effect (ISO). Florida's
 * narrower law, which reaches only very large companies, is not counted, as most trackers do not count it.
 */
export const STATE_PRIVACY_LAWS: readonly { state: string; inForce: string }[] = [
  { state: 'California', inForce: '2020-01-01' },
  { state: 'Virginia', inForce: '2023-01-01' },
  { state: 'Colorado', inForce: '2023-07-01' },
  { state: 'Connecticut', inForce: '2023-07-01' },
  { state: 'Utah', inForce: '2023-12-31' },
  { state: 'Texas', inForce: '2024-07-01' },
  { state: 'Oregon', inForce: '2024-07-01' },
  { state: 'Montana', inForce: '2024-10-01' },
  { state: 'Delaware', inForce: '2025-01-01' },
  { state: 'Iowa', inForce: '2025-01-01' },
  { state: 'Nebraska', inForce: '2025-01-01' },
  { state: 'New Hampshire', inForce: '2025-01-01' },
  { state: 'New Jersey', inForce: '2025-01-15' },
  { state: 'Tennessee', inForce: '2025-07-01' },
  { state: 'Minnesota', inForce: '2025-07-31' },
  { state: 'Maryland', inForce: '2025-10-01' },
  { state: 'Indiana', inForce: '2026-01-01' },
  { state: 'Kentucky', inForce: '2026-01-01' },
  { state: 'Rhode Island', inForce: '2026-01-01' },
];
