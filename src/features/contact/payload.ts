import { sentFields } from '@/components/forms/fieldTable';
import { CONTACT_FIELDS, type ContactFieldName } from './fields';
import type { ContactPayload, ContactValues } from './schema';

/** Every field but the email, which the submission carries at its top level. */
const IN_FIELDS = (Object.keys(CONTACT_FIELDS) as ContactFieldName[]).filter((name) => name !== 'email');

/** The contact submission: formType 'contact', the email, and the other fields of ./fields.ts in screen order. Pure; text is sent exactly as typed, an empty optional field as ''. */
export function buildContactPayload(values: ContactValues): ContactPayload {
  return {
    formType: 'contact',
    email: values.email,
    fields: sentFields(CONTACT_FIELDS, values, IN_FIELDS) as ContactPayload['fields'],
  };
}
