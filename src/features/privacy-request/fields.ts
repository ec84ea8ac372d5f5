/**
 * The privacy request form, field by field in screen order: what each field is called, which control it
 * is, what it accepts and where the confirmation shows it. The schema, the defaults, the focus order, the
 * payload and the confirmation are all derived from this table, so a new field is one entry here. Plain
 * data with no browser or '@/'-aliased imports, imported with file extensions: the Vite config loads it in Node.
 */
import * as z from 'zod/mini';
import type { FieldTable } from '../../components/forms/fieldTable.ts';
import { REQUEST_MAKER_OPTIONS, REQUEST_TYPE_OPTIONS, REQUEST_TYPE_VALUES, STATE_OPTIONS } from './options.ts';

export const PRIVACY_MESSAGES = {
  requestTypes: 'Please select at least one request type',
  requestMaker: 'Please select who is making this request',
  email: 'Please enter a valid email address',
  state: 'Please select a state',
  agent: 'Agent name, agent email, and consumer name are required when making a request as an authorized agent',
} as const;

/** An email that may be left empty (the consumer's, given by an agent). */
const optionalEmail = z
  .string({ error: PRIVACY_MESSAGES.email })
  .check(z.refine((value) => value === '' || z.regexes.email.test(value), PRIVACY_MESSAGES.email));

/** The groups of text fields; the agent's is shown, validated and sent only when an agent makes the request. */
export const PRIVACY_SECTIONS = {
  agent: {
    legend: 'Authorized agent information',
    description:
      'Tell us who you are and whose data the request is about. We may ask for proof that the consumer gave you signed permission to act for them.',
  },
  identifying: {
    legend: 'Identifying information',
    description:
      'We use these details only to verify your request and to answer you. Our audience data holds no names, email addresses, phone numbers or postal addresses, so these details do not by themselves point to it.',
  },
} as const;

export type PrivacySection = keyof typeof PRIVACY_SECTIONS;

/** Text that must be filled in: the agent's fields an agent must give. */
const agentMustGive = z.string().check(z.refine((value) => value.trim() !== '', PRIVACY_MESSAGES.agent));

/**
 * A field's rule is checked on its own; the agent section's rules only when an agent makes the request
 * (./schema.ts), a missing required one reported once, on the first of them.
 */
export const PRIVACY_FIELDS = {
  requestTypes: {
    label: 'What would you like us to do?',
    kind: 'checkboxes',
    required: true,
    hint: 'Select every request that applies.',
    options: REQUEST_TYPE_OPTIONS,
    rule: z
      .array(z.enum(REQUEST_TYPE_VALUES, { error: 'Unknown request type' }), { error: PRIVACY_MESSAGES.requestTypes })
      .check(z.minLength(1, PRIVACY_MESSAGES.requestTypes)),
    summary: 'Request types',
  },
  requestMaker: {
    label: 'Who is making this request?',
    kind: 'radio',
    required: true,
    options: REQUEST_MAKER_OPTIONS,
    rule: z.enum(['self', 'agent'], { error: PRIVACY_MESSAGES.requestMaker }),
  },
  agentFullName: {
    label: 'Agent Full Name',
    kind: 'text',
    required: true,
    autoComplete: 'name',
    section: 'agent',
    rule: agentMustGive,
    summary: 'Agent name',
  },
  agentEmail: {
    label: 'Agent Email',
    kind: 'email',
    required: true,
    autoComplete: 'email',
    section: 'agent',
    rule: z.email({ error: PRIVACY_MESSAGES.email }),
    summary: 'Agent email',
  },
  consumerFullName: {
    label: 'Consumer Full Name',
    kind: 'text',
    required: true,
    autoComplete: 'off',
    section: 'agent',
    rule: agentMustGive,
  },
  consumerEmail: {
    label: 'Consumer Email (optional)',
    kind: 'email',
    autoComplete: 'off',
    section: 'agent',
    rule: optionalEmail,
  },
  firstName: {
    label: 'First Name',
    kind: 'text',
    autoComplete: 'given-name',
    section: 'identifying',
    rule: z.string(),
    summary: 'Name',
  },
  lastName: {
    label: 'Last Name',
    kind: 'text',
    autoComplete: 'family-name',
    section: 'identifying',
    rule: z.string(),
    summary: 'Name',
  },
  email: {
    label: 'Email',
    kind: 'email',
    required: true,
    autoComplete: 'email',
    section: 'identifying',
    rule: z.email({ error: PRIVACY_MESSAGES.email }),
    summary: 'Email',
  },
  phoneNumber: { label: 'Phone Number', kind: 'tel', autoComplete: 'tel', section: 'identifying', rule: z.string() },
  streetAddress: {
    label: 'Street Address',
    kind: 'text',
    autoComplete: 'address-line1',
    wide: true,
    section: 'identifying',
    rule: z.string(),
  },
  city: { label: 'City', kind: 'text', autoComplete: 'address-level2', section: 'identifying', rule: z.string() },
  state: {
    label: 'State',
    kind: 'select',
    required: true,
    autoComplete: 'address-level1',
    placeholder: 'Select a state',
    options: STATE_OPTIONS,
    section: 'identifying',
    rule: z
      .string({ error: PRIVACY_MESSAGES.state })
      .check(z.refine((value) => STATE_OPTIONS.includes(value), PRIVACY_MESSAGES.state)),
  },
  zip: {
    label: 'ZIP Code',
    kind: 'text',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    section: 'identifying',
    rule: z.string(),
  },
} as const satisfies FieldTable;

export type PrivacyFieldName = keyof typeof PRIVACY_FIELDS;

/** Fields of the agent section: shown, validated and sent only for an agent. */
export const AGENT_FIELDS = (Object.keys(PRIVACY_FIELDS) as PrivacyFieldName[]).filter(
  (name) => (PRIVACY_FIELDS[name] as { section?: string }).section === 'agent',
);
