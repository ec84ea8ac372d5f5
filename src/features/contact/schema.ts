/**
 * The contact submission's rules, built from the form's field table (./fields.ts). The form itself only
 * uses the browser's `required` checks; the local forms endpoint (tools/vite/formsEndpoint.ts) validates
 * payloads with this schema. Keep this module free of browser-only and '@/'-aliased imports: the Vite
 * config loads it in Node.
 */
import * as z from 'zod/mini';
import { shapeOf } from '../../components/forms/fieldTable.ts';
import { CONTACT_FIELDS, CONTACT_MESSAGES } from './fields.ts';

export { CONTACT_MESSAGES };

const { email, ...fields } = shapeOf(CONTACT_FIELDS);

/** What the visitor types: every field as text. */
export type ContactValues = { [Name in keyof typeof CONTACT_FIELDS]: string };

export const contactPayloadSchema = z.strictObject({
  formType: z.literal('contact'),
  email,
  fields: z.strictObject(fields),
});

export type ContactPayload = z.output<typeof contactPayloadSchema>;
