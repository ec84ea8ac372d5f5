/**
 * The contact form, field by field in screen order: what each field is called, which control it is and
 * what it accepts. The form's values, defaults, payload and the endpoint's schema are derived from this
 * table, so a new field is one entry here. Each rule is exactly what the browser checks on the page (its
 * `required`, an email input's form): the form shows no message of its own, no lengths, no patterns.
 * Plain data with no browser or '@/'-aliased imports, imported with file extensions: the Vite config loads it in Node.
 */
import * as z from 'zod/mini';
import type { FieldTable } from '../../components/forms/fieldTable.ts';

export const CONTACT_MESSAGES = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  email: 'Please enter a valid email address',
  message: 'Please enter a message',
} as const;

/** What the browser's `required` lets through: any text but none. */
const filledIn = (error: string) => z.string({ error }).check(z.minLength(1, error));

/** The email is the submission's own (its top level), not one of its `fields`. */
export const CONTACT_FIELDS = {
  firstName: {
    label: 'First Name',
    kind: 'text',
    required: true,
    autoComplete: 'given-name',
    rule: filledIn(CONTACT_MESSAGES.firstName),
  },
  lastName: {
    label: 'Last Name',
    kind: 'text',
    required: true,
    autoComplete: 'family-name',
    rule: filledIn(CONTACT_MESSAGES.lastName),
  },
  email: {
    label: 'Email',
    kind: 'email',
    required: true,
    autoComplete: 'email',
    // The browser's own check of <input type="email" required>.
    rule: z.email({ pattern: z.regexes.html5Email, error: CONTACT_MESSAGES.email }),
  },
  company: {
    label: 'Company Name (Optional)',
    kind: 'text',
    autoComplete: 'organization',
    rule: z.string({ error: 'Company name must be text' }),
  },
  message: {
    label: 'Message',
    kind: 'textarea',
    required: true,
    rows: 6,
    placeholder: 'Tell us about your brand, audience and goals.',
    rule: filledIn(CONTACT_MESSAGES.message),
  },
} as const satisfies FieldTable;

export type ContactFieldName = keyof typeof CONTACT_FIELDS;
