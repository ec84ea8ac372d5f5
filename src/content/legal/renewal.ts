/**
 * What the privacy policy owes on a given day, from dates alone: California requires a business's online
 * privacy policy to be updated at least once every 12 months (Cal. Civ. Code §1798.130(a)(5)), and the
 * policy's list of states must keep up with the state laws in force. Pure, so the launch check can ask on
 * the build date and tests on any date.
 */
import { RIGHTS_STATES, STATE_PRIVACY_LAWS } from './states';

export const RENEWAL_STATUTE = 'Cal. Civ. Code §1798.130(a)(5)';

/** The day a policy effective on `effective` (ISO) must have been updated by: 12 months later. */
export function renewalDue(effective: string): string {
  const [year, month, day] = effective.split('-');
  return `${Number(year) + 1}-${month}-${month === '02' && day === '29' ? '28' : day}`;
}

/** True from the day the policy is 12 months old: on `today` it should already carry a newer date. */
export function policyOverdue(effective: string, today: string): boolean {
  return today >= renewalDue(effective);
}

/** The comprehensive state laws in force on `today` whose state the policy's list leaves out. */
export function statesMissing(today: string): { state: string; inForce: string }[] {
  const listed = new Set<string>(RIGHTS_STATES);
  return STATE_PRIVACY_LAWS.filter((law) => law.inForce <= today && !listed.has(law.state));
}
