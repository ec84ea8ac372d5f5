import { describe, expect, it } from 'vitest';
import {
  PRIVACY_MESSAGES as M,
  privacyFieldsSchema,
  privacyPayloadSchema,
  privacyRequestSchema,
  type PrivacyRequestInput,
} from '@/features/privacy-request/schema';
import { REQUEST_TYPE_OPTIONS, STATE_OPTIONS, US_STATES } from '@/features/privacy-request/options';
import { PRIVACY_FIELDS } from '@/features/privacy-request/fields';
import { emptyValues } from '@/components/forms/fieldTable';

/** The least a request needs, every other field blank: a field added to the table is then in every value below. */
const valid: PrivacyRequestInput = {
  ...(emptyValues(PRIVACY_FIELDS) as PrivacyRequestInput),
  requestTypes: ['access'],
  requestMaker: 'self',
  email: 'ada@example.com',
  state: 'New York',
};
const agent = {
  ...valid,
  requestMaker: 'agent',
  agentFullName: 'Grace Hopper',
  agentEmail: 'grace@example.com',
  consumerFullName: 'Ada Lovelace',
};

/** field path -> message, for one parse. */
function messages(
  input: unknown,
  schema: {
    safeParse(value: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
  } = privacyRequestSchema,
) {
  const result = schema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
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
    expect(new Set(US_STATES).size).toBe(50);
    expect(STATE_OPTIONS).toHaveLength(52);
    expect(STATE_OPTIONS).toContain('District of Columbia');
    expect(STATE_OPTIONS.at(-1)).toBe('Outside US');
    expect(STATE_OPTIONS.slice(0, 51)).toEqual([...STATE_OPTIONS.slice(0, 51)].sort());
  });
});

describe('privacyRequestSchema: one message per rule, on its field', () => {
  it('says each rule in the words of the form', () => {
    expect(M).toEqual({
      requestTypes: 'Please select at least one request type',
      requestMaker: 'Please select who is making this request',
      email: 'Please enter a valid email address',
      state: 'Please select a state',
      agent: 'Agent name, agent email, and consumer name are required when making a request as an authorized agent',
    });
  });

  it.each([
    ['a minimal request (only email and state filled)', valid],
    ['every request type', { ...valid, requestTypes: REQUEST_TYPE_OPTIONS.map((option) => option.value) }],
    ...STATE_OPTIONS.map((state) => [`the state ${state}`, { ...valid, state }]),
    ['an agent’s complete request', agent],
    ['an agent’s request with the consumer’s email', { ...agent, consumerEmail: 'c@example.com' }],
    // Hidden from someone making their own request: never checked.
    ['a consumer’s request with bad agent fields', { ...valid, agentEmail: 'nope', consumerEmail: 'nope' }],
  ] as [string, object][])('accepts %s', (_, input) => {
    expect(messages(input)).toEqual({});
  });

  it.each([
    ['no request type', { requestTypes: [] }, { requestTypes: M.requestTypes }],
    ...[undefined, null, 'lawyer'].map((requestMaker) => [
      `requestMaker ${requestMaker}`,
      { requestMaker },
      { requestMaker: M.requestMaker },
    ]),
    ...['', 'not-an-email', 'a@b', 'a b@example.com'].map((email) => [
      `email "${email}"`,
      { email },
      { email: M.email },
    ]),
    ...['', 'Atlantis'].map((state) => [`state "${state}"`, { state }, { state: M.state }]),
    ['an agent’s bad email', { ...agent, agentEmail: 'nope' }, { agentEmail: M.email }],
    ['an agent’s bad consumer email', { ...agent, consumerEmail: 'nope' }, { consumerEmail: M.email }],
    // An agent must name themselves, give their email and name the consumer: one message, on agentFullName.
    ...['agentFullName', 'agentEmail', 'consumerFullName'].flatMap((missing) =>
      ['', '   '].map((blank) => [
        `an agent’s ${missing} "${blank}"`,
        { ...agent, [missing]: blank },
        { agentFullName: M.agent },
      ]),
    ),
    // Every problem at once, the agent rule included.
    [
      'five problems',
      { requestTypes: [], requestMaker: 'agent', email: '', state: '', agentEmail: 'bad' },
      { requestTypes: M.requestTypes, email: M.email, state: M.state, agentEmail: M.email, agentFullName: M.agent },
    ],
  ] as [string, object, object][])('refuses %s', (_, change, expected) => {
    expect(messages({ ...valid, ...change })).toEqual(expected);
  });

  it('optional text fields take anything, hostile text included', () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)> 🙂 مرحبا بالعالم ' + 'x'.repeat(10_000);
    const optional = ['firstName', 'lastName', 'phoneNumber', 'streetAddress', 'city', 'zip'];
    const result = privacyRequestSchema.safeParse({
      ...valid,
      ...Object.fromEntries(optional.map((n) => [n, hostile])),
    });
    expect(result.data?.firstName).toBe(hostile);
  });
});

describe('privacyPayloadSchema (what the endpoint accepts)', () => {
  const fields = { ...valid, submittedAt: '2025-11-23T10:00:00.000Z' } as Record<string, unknown>;
  for (const key of ['agentFullName', 'agentEmail', 'consumerFullName', 'consumerEmail']) delete fields[key];
  const payload = { formType: 'privacy', email: 'ada@example.com', fields };
  const refused = (input: unknown) => messages(input, privacyPayloadSchema);

  it('rejects a bad submittedAt, a mismatched top-level email, unknown keys and agent fields from a consumer', () => {
    expect(refused({ ...payload, fields: { ...fields, submittedAt: 'yesterday' } })).toEqual({
      'fields.submittedAt': 'submittedAt must be an ISO 8601 timestamp',
    });
    expect(refused({ ...payload, email: 'other@example.com' })).toEqual({
      email: 'The top-level email must be the same as fields.email',
    });
    expect(Object.keys(refused({ ...payload, extra: 1 }))).toEqual(['']);
    expect(Object.keys(refused({ ...payload, fields: { ...fields, isAdmin: true } }))).toEqual(['fields']);
    expect(refused({ ...payload, fields: { ...fields, agentFullName: 'G' } })).toEqual({
      'fields.agentFullName': 'Agent fields are only sent when an authorized agent makes the request',
    });
    expect(messages({ ...fields, requestMaker: 'agent' }, privacyFieldsSchema)).toEqual({ agentFullName: M.agent });
  });
});
