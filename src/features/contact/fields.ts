/**
 * The contact form, field by field in screen order: what each field is called, which control it is and
 * the message when the forms endpoint refuses it. The form's values, defaults, payload and rules are derived from this table,
 * so a new field is one entry here. The form itself checks only what the browser's `required` and email
 * checks do (no lengths or patterns). Plain data with no browser or '@/'-aliased imports, imported with
 * file extensions: the Vite config loads it in Node.
 */
import type { FieldTable } from '../../components/forms/fieldTable.ts';

export const CONTACT_MESSAGES = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  email: 'Please enter a valid email address',
  message: 'Please enter a message',
} as const;

/**
 * What the forms endpoint accepts of each field is derived in ./schema.ts from what the browser checks
 * (`required`, an email's form), with `error` as the message; so the table, and the page, need no zod.
 * The email is the submission's own (its top level), not one of its `fields`.
 */
export const CONTACT_FIELDS = {
  firstName: {
    label: 'First Name',
    kind: 'text',
    required: true,
    autoComplete: 'given-name',
    error: CONTACT_MESSAGES.firstName,
  },
  lastName: {
    label: 'Last Name',
    kind: 'text',
    required: true,
    autoComplete: 'family-name',
    error: CONTACT_MESSAGES.lastName,
  },
  email: {
    label: 'Email',
    kind: 'email',
    required: true,
    autoComplete: 'email',
    error: CONTACT_MESSAGES.email,
  },
  company: {
    label: 'Company Name (Optional)',
    kind: 'text',
    autoComplete: 'organization',
    error: 'Company name must be text',
  },
  message: {
    label: 'Message',
    kind: 'textarea',
    required: true,
    rows: 6,
    placeholder: 'Tell us about your brand, audience and goals.',
    error: CONTACT_MESSAGES.message,
  },
} as const satisfies FieldTable;

export type ContactFieldName = keyof typeof CONTACT_FIELDS;
