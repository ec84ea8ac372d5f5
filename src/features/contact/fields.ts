/**
 * The contact form, field by field in screen order: what each field is called, which control it is and
 * what the forms endpoint accepts. The form's values, defaults and payload are derived from this table,
 * so a new field is one entry here. The form itself checks only what the browser's `required` and email
 * checks do (no lengths or patterns). Plain data with no browser or '@/'-aliased imports, imported with
 * file extensions: the Vite config loads it in Node.
 */
import * as z from 'zod/mini';
import type { FieldTable } from '../../components/forms/fieldTable.ts';

export const CONTACT_MESSAGES = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  email: 'Please enter a valid email address',
  message: 'Please enter a message',
} as const;

const required = (message: string) =>
  z.string({ error: message }).check(z.refine((value) => value.trim() !== '', message));

/** Text the visitor may leave empty (sent as ''). */
const optional = (what: string) => z.optional(z.string({ error: `${what} must be text` }));

/** The email is the submission's own (its top level), not one of its `fields`. */
export const CONTACT_FIELDS = {
  firstName: {
    label: 'First Name',
    kind: 'text',
    required: true,
    autoComplete: 'given-name',
    rule: required(CONTACT_MESSAGES.firstName),
  },
  lastName: {
    label: 'Last Name',
    kind: 'text',
    required: true,
    autoComplete: 'family-name',
    rule: required(CONTACT_MESSAGES.lastName),
  },
  email: {
    label: 'Email',
    kind: 'email',
    required: true,
    autoComplete: 'email',
    // The same rule as the browser's <input type="email"> check, so what the form lets through is accepted.
    rule: z.email({ pattern: z.regexes.html5Email, error: CONTACT_MESSAGES.email }),
  },
  company: {
    label: 'Company Name (Optional)',
    kind: 'text',
    autoComplete: 'organization',
    rule: optional('Company name'),
  },
  message: {
    label: 'Message',
    kind: 'textarea',
    required: true,
    rows: 6,
    placeholder: 'Tell us about your brand, audience and goals.',
    rule: required(CONTACT_MESSAGES.message),
  },
} as const satisfies FieldTable;

export type ContactFieldName = keyof typeof CONTACT_FIELDS;
