/**
 * The privacy request's schemas, built from its field table (./fields.ts), for the form (through
 * zodResolver) and for the local forms endpoint (tools/build/vite/formsEndpoint.ts). Keep this module free
 * of browser-only and '@/'-aliased imports, and import with file extensions: the Vite config loads it in Node.
 */
import * as z from 'zod/mini';
import { shapeOf } from '../../components/forms/fieldTable.ts';
import { AGENT_FIELDS, PRIVACY_FIELDS, PRIVACY_MESSAGES, type PrivacyFieldName } from './fields.ts';

export { PRIVACY_MESSAGES };

type Fields = typeof PRIVACY_FIELDS;
type AgentFieldName = {
  [Name in PrivacyFieldName]: Fields[Name] extends { section: 'agent' } ? Name : never;
}[PrivacyFieldName];

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** The agent fields an agent must fill; the rule's message sits on the first of them. */
export const REQUIRED_AGENT_FIELDS = AGENT_FIELDS.filter(
  (name) => (PRIVACY_FIELDS[name] as { required?: boolean }).required,
);

/**
 * For an agent's request, each agent field by its own rule, but the required ones left blank together:
 * one message, on the first of them (an agent must name themselves, give their email and name the
 * consumer). It also runs when other fields are invalid (`when`), so every error shows at once.
 */
const agentRule = z.superRefine(
  (value: Record<string, unknown>, ctx) => {
    if (value.requestMaker !== 'agent') return;
    const [first] = REQUIRED_AGENT_FIELDS;
    if (!REQUIRED_AGENT_FIELDS.every((name) => filled(value[name])))
      ctx.addIssue({ code: 'custom', message: PRIVACY_MESSAGES.agent, path: [first], input: value[first] });
    for (const name of AGENT_FIELDS) {
      if (REQUIRED_AGENT_FIELDS.includes(name) && !filled(value[name])) continue;
      const checked = PRIVACY_FIELDS[name].rule.safeParse(value[name] ?? '');
      if (!checked.success)
        ctx.addIssue({ code: 'custom', message: checked.error.issues[0].message, path: [name], input: value[name] });
    }
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

const shape = shapeOf(PRIVACY_FIELDS);

/** The agent's fields as the form holds them whoever makes the request: text, checked by agentRule. */
const heldByEveryone = Object.fromEntries(AGENT_FIELDS.map((name) => [name, z.string()])) as {
  [Name in AgentFieldName]: z.ZodMiniString;
};

/** The form's values: what the visitor edits (agent fields exist, empty, whoever makes the request). */
export const privacyRequestSchema = z.object({ ...shape, ...heldByEveryone }).check(agentRule);

export type PrivacyRequestInput = z.input<typeof privacyRequestSchema>;
export type PrivacyRequestValues = z.output<typeof privacyRequestSchema>;

const sentByEveryone = Object.fromEntries(
  Object.entries(shape).filter(([name]) => !AGENT_FIELDS.includes(name as PrivacyFieldName)),
) as Omit<typeof shape, AgentFieldName>;
const sentByAgents = Object.fromEntries(AGENT_FIELDS.map((name) => [name, z.optional(z.string())])) as {
  [Name in AgentFieldName]: z.ZodMiniOptional<z.ZodMiniString>;
};

/** The payload's `fields`: the fields outside the agent section in screen order, then submittedAt, then the agent fields, only for an agent. */
export const privacyFieldsSchema = z
  .strictObject({
    ...sentByEveryone,
    submittedAt: z.iso.datetime({ error: 'submittedAt must be an ISO 8601 timestamp' }),
    ...sentByAgents,
  })
  .check(
    agentRule,
    z.superRefine((value: Record<string, unknown>, ctx) => {
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
