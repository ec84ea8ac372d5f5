// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  PRIVACY_MESSAGES,
  privacyFieldsSchema,
  privacyPayloadSchema,
  privacyRequestSchema,
  type PrivacyRequestInput,
} from '@/features/privacy-request/schema';
import { REQUEST_TYPE_OPTIONS, STATE_OPTIONS, US_STATES } from '@/features/privacy-request/options';
import { PRIVACY_FIELDS } from '@/features/privacy-request/fields';
import { emptyValues } from '@/components/forms/fieldTable';

/** Every field blank: a field added to the table is then in every value below. */
const BLANK = emptyValues(PRIVACY_FIELDS) as PrivacyRequestInput;

/** The least a request needs: everything else left blank. */
const valid: PrivacyRequestInput = {
  ...BLANK,
  requestTypes: ['access'],
  requestMaker: 'self',
  email: 'ada@example.com',
  state: 'New York',
};

/** field path -> message, for one parse. */
function messages(
  input: unknown,
  schema: {
    safeParse: (value: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  } = privacyRequestSchema,
) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('privacy request options', () => {
  it('has the six request types with their exact labels', () => {
    expect(REQUEST_TYPE_OPTIONS.map((option) => option.label)).toEqual([
      'Access (know what data you have about me)',
      'Deletion (delete my data)',
      'Correction',
      'Get a copy of my data (data portability)',
      'Opt out of sale, sharing, or targeted advertising',
      'Appeal a prior decision',
    ]);
    expect(new Set(REQUEST_TYPE_OPTIONS.map((option) => option.value)).size).toBe(6);
  });

  it('has the 50 states, District of Columbia and Outside US', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES).size).toBe(50);
    expect(STATE_OPTIONS).toHaveLength(52);
    expect(STATE_OPTIONS).toContain('District of Columbia');
    expect(STATE_OPTIONS.at(-1)).toBe('Outside US');
    expect(STATE_OPTIONS.slice(0, 51)).toEqual([...STATE_OPTIONS.slice(0, 51)].sort());
  });
});

describe('privacyRequestSchema: one message per rule, on its field', () => {
  it('accepts a minimal valid request (only email and state filled)', () => {
    expect(privacyRequestSchema.safeParse(valid).success).toBe(true);
  });

  it('requestTypes: at least one', () => {
    expect(messages({ ...valid, requestTypes: [] })).toEqual({
      requestTypes: 'Please select at least one request type',
    });
    expect(messages({ ...valid, requestTypes: REQUEST_TYPE_OPTIONS.map((o) => o.value) })).toEqual({});
  });

  it('requestMaker: self or agent', () => {
    expect(messages({ ...valid, requestMaker: undefined })).toEqual({
      requestMaker: 'Please select who is making this request',
    });
    expect(messages({ ...valid, requestMaker: null })).toEqual({
      requestMaker: 'Please select who is making this request',
    });
    expect(messages({ ...valid, requestMaker: 'lawyer' })).toEqual({
      requestMaker: 'Please select who is making this request',
    });
  });

  it('email: required and valid', () => {
    for (const email of ['', 'not-an-email', 'a@b', 'a b@example.com']) {
      expect(messages({ ...valid, email }), email).toEqual({ email: 'Please enter a valid email address' });
    }
  });

  it('state: required, one of the options', () => {
    expect(messages({ ...valid, state: '' })).toEqual({ state: 'Please select a state' });
    expect(messages({ ...valid, state: 'Atlantis' })).toEqual({ state: 'Please select a state' });
    for (const state of STATE_OPTIONS) expect(messages({ ...valid, state }), state).toEqual({});
  });

  it('an agent’s request: the agent’s and the consumer’s emails valid when given; a consumer’s: the hidden agent fields never checked', () => {
    const agent = {
      ...valid,
      requestMaker: 'agent',
      agentFullName: 'G',
      agentEmail: 'g@example.com',
      consumerFullName: 'A',
    };
    expect(messages({ ...agent, consumerEmail: 'nope' })).toEqual({ consumerEmail: PRIVACY_MESSAGES.email });
    expect(messages({ ...agent, agentEmail: 'nope' })).toEqual({ agentEmail: PRIVACY_MESSAGES.email });
    expect(messages({ ...agent, consumerEmail: 'c@example.com' })).toEqual({});
    expect(messages({ ...valid, agentEmail: 'nope', consumerEmail: 'nope' })).toEqual({});
  });

  it('an agent must give agent name, agent email and consumer name; the message sits on agentFullName', () => {
    const agent = { ...valid, requestMaker: 'agent' as const };
    const complete = {
      ...agent,
      agentFullName: 'Grace Hopper',
      agentEmail: 'grace@example.com',
      consumerFullName: 'Ada Lovelace',
    };
    expect(messages(complete)).toEqual({});
    expect(messages({ ...complete, consumerEmail: '' })).toEqual({});
    for (const missing of ['agentFullName', 'agentEmail', 'consumerFullName'] as const) {
      expect(messages({ ...complete, [missing]: '' }), missing).toEqual({ agentFullName: PRIVACY_MESSAGES.agent });
      // Blank counts as missing (a blank agent email is also not a valid address).
      expect(messages({ ...complete, [missing]: '   ' }), `${missing} blank`).toMatchObject({
        agentFullName: PRIVACY_MESSAGES.agent,
      });
    }
    expect(PRIVACY_MESSAGES.agent).toBe(
      'Agent name, agent email, and consumer name are required when making a request as an authorized agent',
    );
    // The same empty agent fields are fine for someone making their own request.
    expect(messages({ ...valid, agentFullName: '', agentEmail: '', consumerFullName: '' })).toEqual({});
  });

  it('reports every problem at once, the agent rule included', () => {
    expect(
      messages({ ...valid, requestTypes: [], requestMaker: 'agent', email: '', state: '', agentEmail: 'bad' }),
    ).toEqual({
      requestTypes: 'Please select at least one request type',
      email: 'Please enter a valid email address',
      state: 'Please select a state',
      agentEmail: 'Please enter a valid email address',
      agentFullName: PRIVACY_MESSAGES.agent,
    });
  });

  it('optional text fields take anything, hostile text included', () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)> 🙂 مرحبا بالعالم ' + 'x'.repeat(10_000);
    const input = {
      ...valid,
      firstName: hostile,
      lastName: hostile,
      phoneNumber: hostile,
      streetAddress: hostile,
      city: hostile,
      zip: hostile,
    };
    const result = privacyRequestSchema.safeParse(input);
    expect(result.success).toBe(true);
    expect(result.data?.firstName).toBe(hostile);
  });
});

describe('privacyPayloadSchema (what the endpoint accepts)', () => {
  const fields = { ...valid, submittedAt: '2025-11-23T10:00:00.000Z' } as Record<string, unknown>;
  for (const key of ['agentFullName', 'agentEmail', 'consumerFullName', 'consumerEmail']) delete fields[key];
  const payload = { formType: 'privacy', email: 'ada@example.com', fields };

  it('accepts the submission shape for a consumer and for an agent', () => {
    expect(privacyPayloadSchema.safeParse(payload).success).toBe(true);
    const agentFields = {
      ...fields,
      requestMaker: 'agent',
      agentFullName: 'G',
      agentEmail: 'g@example.com',
      consumerFullName: 'A',
      consumerEmail: '',
    };
    expect(privacyPayloadSchema.safeParse({ ...payload, fields: agentFields }).success).toBe(true);
  });

  it('rejects a bad submittedAt, a mismatched top-level email, unknown keys and agent fields from a consumer', () => {
    expect(messages({ ...payload, fields: { ...fields, submittedAt: 'yesterday' } }, privacyPayloadSchema)).toEqual({
      'fields.submittedAt': 'submittedAt must be an ISO 8601 timestamp',
    });
    expect(messages({ ...payload, email: 'other@example.com' }, privacyPayloadSchema)).toEqual({
      email: 'The top-level email must be the same as fields.email',
    });
    expect(Object.keys(messages({ ...payload, extra: 1 }, privacyPayloadSchema))).toEqual(['']);
    expect(Object.keys(messages({ ...payload, fields: { ...fields, isAdmin: true } }, privacyPayloadSchema))).toEqual([
      'fields',
    ]);
    expect(messages({ ...payload, fields: { ...fields, agentFullName: 'G' } }, privacyPayloadSchema)).toEqual({
      'fields.agentFullName': 'Agent fields are only sent when an authorized agent makes the request',
    });
    expect(messages({ ...fields, requestMaker: 'agent' }, privacyFieldsSchema)).toEqual({
      agentFullName: PRIVACY_MESSAGES.agent,
    });
  });
});
