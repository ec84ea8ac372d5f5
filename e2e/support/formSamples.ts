/**
 * What the form tests type, for both levels (jsdom in tests/forms, Chromium and the other engines in e2e):
 * a valid value for every field of each form's table, and the hostile text both levels send. Every field
 * starts from the table's own blank value, so a field added to a table is here too (left empty) and the
 * expected payloads, built by the forms' own payload builders, include it. Relative imports with file
 * extensions: Playwright and node's test runner load this module as well as Vitest.
 */
import { emptyValues, optionsOf, type FieldSpec, type FieldTable } from '../../src/components/forms/fieldTable.ts';
import { CONTACT_FIELDS } from '../../src/features/contact/fields.ts';
import type { ContactValues } from '../../src/features/contact/schema.ts';
import { AGENT_FIELDS, PRIVACY_FIELDS } from '../../src/features/privacy-request/fields.ts';
import type { PrivacyRequestValues } from '../../src/features/privacy-request/schema.ts';

export const HOSTILE = {
  html: '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">',
  long: 'L'.repeat(10_000),
  emoji: '👩🏽‍⚕️ 🧬 🙂',
  rtl: 'مرحبا بالعالم שלום',
};

export const CONTACT_SAMPLE: ContactValues = {
  ...(emptyValues(CONTACT_FIELDS) as ContactValues),
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'Hello from the form tests.',
};

/** A consumer's own request, every field of the identifying section filled. */
export const PRIVACY_SAMPLE: PrivacyRequestValues = {
  ...(emptyValues(PRIVACY_FIELDS) as PrivacyRequestValues),
  requestTypes: ['access', 'deletion'],
  requestMaker: 'self',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '+1 212 555 0100',
  streetAddress: '1 Main St',
  city: 'Albany',
  state: 'New York',
  zip: '12207',
};

/** The same request made by an authorized agent (the consumer's email left empty, as it may be). */
export const AGENT_SAMPLE: PrivacyRequestValues = {
  ...PRIVACY_SAMPLE,
  requestMaker: 'agent',
  agentFullName: 'Grace Hopper',
  agentEmail: 'grace@example.com',
  consumerFullName: 'Ada Lovelace',
};

/** A privacy sample: the consumer's own, or (agent) an agent's, with `overrides`. */
export const privacySample = ({
  agent = false,
  ...overrides
}: Partial<PrivacyRequestValues> & { agent?: boolean } = {}) =>
  ({ ...(agent ? AGENT_SAMPLE : PRIVACY_SAMPLE), ...overrides }) as PrivacyRequestValues;

/** One step of filling a form: which control, and what to do with it. */
export type FillStep =
  | { kind: 'check'; label: string }
  | { kind: 'select'; label: string; value: string }
  | { kind: 'type'; label: string; value: string };

/**
 * How a visitor fills `values` into a form drawn from `table`, in screen order: a box ticked or a radio
 * chosen by its option's label, a select's option chosen, text typed into the control its label names.
 * Empty values are left alone; `skip` names fields that are not on screen (the agent's, for a consumer).
 */
function fillSteps(table: FieldTable, values: Record<string, unknown>, skip: readonly string[] = []): FillStep[] {
  return Object.entries(table).flatMap(([name, field]: [string, FieldSpec]): FillStep[] => {
    const value = values[name];
    if (skip.includes(name) || value === undefined || value === '') return [];
    const labelOf = (chosen: unknown) => optionsOf(field).find((option) => option.value === chosen)!.label;
    if (field.kind === 'checkboxes')
      return (value as string[]).map((chosen) => ({ kind: 'check', label: labelOf(chosen) }));
    if (field.kind === 'radio') return [{ kind: 'check', label: labelOf(value) }];
    if (field.kind === 'select') return [{ kind: 'select', label: field.label, value: String(value) }];
    return [{ kind: 'type', label: field.label, value: String(value) }];
  });
}

export const contactSteps = (values: ContactValues) => fillSteps(CONTACT_FIELDS, values);

/** The agent's fields are on screen only when an agent makes the request. */
export const privacySteps = (values: PrivacyRequestValues) =>
  fillSteps(PRIVACY_FIELDS, values, values.requestMaker === 'agent' ? [] : AGENT_FIELDS);
