/**
 * The contact submission's rules. The form itself only uses the browser's `required` checks
 * (first and last name, email, message; no lengths or patterns); the local forms endpoint (tools/vite/formsEndpoint.ts) validates payloads with this
 * schema. Keep this module free of browser-only and '@/'-aliased imports: the Vite config loads it in Node.
 */
import * as z from 'zod/mini';

export const CONTACT_MESSAGES = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  email: 'Please enter a valid email address',
  message: 'Please enter a message',
} as const;

const required = (message: string) =>
  z.string({ error: message }).check(z.refine((value) => value.trim() !== '', message));

/** What the visitor types. */
export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  message: string;
}

export const contactPayloadSchema = z.strictObject({
  formType: z.literal('contact'),
  // The same rule as the browser's <input type="email"> check, so what the form lets through is accepted.
  email: z.email({ pattern: z.regexes.html5Email, error: CONTACT_MESSAGES.email }),
  fields: z.strictObject({
    firstName: required(CONTACT_MESSAGES.firstName),
    lastName: required(CONTACT_MESSAGES.lastName),
    company: z.optional(z.string({ error: 'Company name must be text' })),
    message: required(CONTACT_MESSAGES.message),
  }),
});

export type ContactPayload = z.output<typeof contactPayloadSchema>;
