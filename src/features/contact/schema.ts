/**
 * The contact submission's schema, built from the form's field table (./fields.ts), whose rules are the
 * browser's own checks on the page. The local forms endpoint (tools/build/vite/formsEndpoint.ts) validates
 * payloads with it. Keep this module free of browser-only and '@/'-aliased imports: the Vite config loads it in Node.
 */
import * as z from 'zod/mini';
import { CONTACT_FIELDS, CONTACT_MESSAGES, type ContactFieldName } from './fields.ts';

export { CONTACT_MESSAGES };

type Fields = typeof CONTACT_FIELDS;
type InFields = Exclude<ContactFieldName, 'email'>;

/** What the visitor types: every field as text. */
export type ContactValues = { [Name in ContactFieldName]: string };

/**
 * A field as the endpoint takes it: by its rule; a field the browser requires must also hold more than
 * spaces (what arrives there did not necessarily come through the page); an optional one may be left out.
 */
function sentRule(rule: z.ZodMiniType, error = '') {
  const required = !rule.safeParse('').success;
  return required
    ? rule.check(z.refine((value) => typeof value === 'string' && value.trim() !== '', error))
    : z.optional(rule);
}

const { email, ...inFields } = CONTACT_FIELDS;
const messageOf = (name: string) => (CONTACT_MESSAGES as Record<string, string>)[name];

export const contactPayloadSchema = z.strictObject({
  formType: z.literal('contact'),
  email: email.rule,
  fields: z.strictObject(
    Object.fromEntries(
      Object.entries(inFields).map(([name, field]) => [name, sentRule(field.rule, messageOf(name))]),
    ) as {
      [Name in InFields]: Fields[Name] extends { required: true }
        ? Fields[Name]['rule']
        : z.ZodMiniOptional<Fields[Name]['rule']>;
    },
  ),
});

export type ContactPayload = z.output<typeof contactPayloadSchema>;
