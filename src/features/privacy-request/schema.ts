/**
 * The privacy request's validation rules and messages, once, for the form (through
 * zodResolver) and for the local forms endpoint (tools/vite/formsEndpoint.ts). Keep this module free
 * of browser-only and '@/'-aliased imports, and import with file extensions: the Vite config loads it in Node.
 */
import * as z from 'zod/mini';
import { REQUEST_TYPE_VALUES, STATE_OPTIONS } from './options.ts';

export const PRIVACY_MESSAGES = {
  requestTypes: 'Please select at least one request type',
  requestMaker: 'Please select who is making this request',
  email: 'Please enter a valid email address',
  state: 'Please select a state',
  agent: 'Agent name, agent email, and consumer name are required when making a request as an authorized agent',
} as const;

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** An email that may be left empty (agent and consumer emails). */
const optionalEmail = z
  .string({ error: PRIVACY_MESSAGES.email })
  .check(z.refine((value) => value === '' || z.regexes.email.test(value), PRIVACY_MESSAGES.email));

const requestTypes = z
  .array(z.enum(REQUEST_TYPE_VALUES, { error: 'Unknown request type' }), { error: PRIVACY_MESSAGES.requestTypes })
  .check(z.minLength(1, PRIVACY_MESSAGES.requestTypes));

const requestMaker = z.enum(['self', 'agent'], { error: PRIVACY_MESSAGES.requestMaker });

const state = z
  .string({ error: PRIVACY_MESSAGES.state })
  .check(z.refine((value) => STATE_OPTIONS.includes(value), PRIVACY_MESSAGES.state));

/** Who the request is about and how to reach them; every text field but email and state is free and optional. */
const identifyingShape = {
  firstName: z.string(),
  lastName: z.string(),
  email: z.email({ error: PRIVACY_MESSAGES.email }),
  phoneNumber: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  state,
  zip: z.string(),
};

/**
 * An agent must name themselves, give their email and name the consumer; the message sits on the
 * agent-name field. It also runs when other fields are invalid (`when`), so every error shows at once.
 */
const agentRule = z.superRefine(
  (
    value: { requestMaker?: unknown; agentFullName?: unknown; agentEmail?: unknown; consumerFullName?: unknown },
    ctx,
  ) => {
    if (value.requestMaker !== 'agent') return;
    if ([value.agentFullName, value.agentEmail, value.consumerFullName].every(filled)) return;
    ctx.addIssue({
      code: 'custom',
      message: PRIVACY_MESSAGES.agent,
      path: ['agentFullName'],
      input: value.agentFullName,
    });
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

/** The form's values: what the visitor edits (agent fields exist, empty, whoever makes the request). */
export const privacyRequestSchema = z
  .object({
    requestTypes,
    requestMaker,
    ...identifyingShape,
    agentFullName: z.string(),
    agentEmail: optionalEmail,
    consumerFullName: z.string(),
    consumerEmail: optionalEmail,
  })
  .check(agentRule);

export type PrivacyRequestInput = z.input<typeof privacyRequestSchema>;
export type PrivacyRequestValues = z.output<typeof privacyRequestSchema>;

const AGENT_FIELDS = ['agentFullName', 'agentEmail', 'consumerFullName', 'consumerEmail'] as const;

/** The payload's `fields`: agent fields appear only for an agent. */
export const privacyFieldsSchema = z
  .strictObject({
    requestTypes,
    requestMaker,
    ...identifyingShape,
    submittedAt: z.iso.datetime({ error: 'submittedAt must be an ISO 8601 timestamp' }),
    agentFullName: z.optional(z.string()),
    agentEmail: z.optional(optionalEmail),
    consumerFullName: z.optional(z.string()),
    consumerEmail: z.optional(optionalEmail),
  })
  .check(
    agentRule,
    z.superRefine((value, ctx) => {
      if (value.requestMaker !== 'self') return;
      for (const field of AGENT_FIELDS) {
        if (value[field] !== undefined) {
          ctx.addIssue({
            code: 'custom',
            message: 'Agent fields are only sent when an authorized agent makes the request',
            path: [field],
            input: undefined,
          });
        }
      }
    }),
  );

/** The whole submission: the top-level email is the requester's email. */
export const privacyPayloadSchema = z
  .strictObject({
    formType: z.literal('privacy'),
    email: z.email({ error: PRIVACY_MESSAGES.email }),
    fields: privacyFieldsSchema,
  })
  .check(
    z.refine((payload) => payload.email === payload.fields.email, {
      error: 'The top-level email must be the same as fields.email',
      path: ['email'],
    }),
  );

export type PrivacyPayload = z.output<typeof privacyPayloadSchema>;
