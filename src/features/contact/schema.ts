/**
 * The contact submission's rules, built from the form's field table (./fields.ts). The form itself only
 * uses the browser's `required` and email checks; the local forms endpoint (tools/vite/formsEndpoint.ts)
 * validates payloads with this schema, accepting what those checks let through. Keep this module free of
 * browser-only and '@/'-aliased imports: the Vite config loads it in Node.
 */
import * as z from 'zod/mini';
import type { FieldSpec } from '../../components/forms/fieldTable.ts';
import { CONTACT_FIELDS, CONTACT_MESSAGES, type ContactFieldName } from './fields.ts';

export { CONTACT_MESSAGES };

type Fields = typeof CONTACT_FIELDS;
type InFields = Exclude<ContactFieldName, 'email'>;

/** What the visitor types: every field as text. */
export type ContactValues = { [Name in ContactFieldName]: string };

/** A required field must hold more than spaces; an optional one may be left out. */
function textRule({ required, error }: FieldSpec) {
  const text = z.string({ error });
  return required ? text.check(z.refine((value) => value.trim() !== '', error)) : z.optional(text);
}

const { email, ...inFields } = CONTACT_FIELDS;

export const contactPayloadSchema = z.strictObject({
  formType: z.literal('contact'),
  // The same rule as the browser's <input type="email"> check, so what the form lets through is accepted.
  email: z.email({ pattern: z.regexes.html5Email, error: email.error }),
  fields: z.strictObject(
    Object.fromEntries(Object.entries(inFields).map(([name, field]) => [name, textRule(field)])) as {
      [Name in InFields]: Fields[Name] extends { required: true }
        ? z.ZodMiniString
        : z.ZodMiniOptional<z.ZodMiniString>;
    },
  ),
});

export type ContactPayload = z.output<typeof contactPayloadSchema>;
