/**
 * The states whose residents the privacy policy gives its rights to, and the right to appeal (SPEC §9:
 * 15 states with rights, 15 with appeal rights, Texas among them). One list for both, so no state has
 * an appeal right without the others. Each has a comprehensive privacy law in force by October 1, 2025
 * (CONTENT-FACTS S1). Which laws reach the company (their thresholds) is for counsel to confirm.
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
