import { describe, expect, it } from 'vitest';
import { buildContactPayload } from '@/features/contact/payload';
import { buildPrivacyPayload } from '@/features/privacy-request/payload';
import { privacyPayloadSchema } from '@/features/privacy-request/schema';
import { contactPayloadSchema } from '@/features/contact/schema';
import { AGENT_FIELDS, PRIVACY_FIELDS } from '@/features/privacy-request/fields';
import { CONTACT_FIELDS } from '@/features/contact/fields';
import { AGENT_SAMPLE, CONTACT_SAMPLE, HOSTILE, PRIVACY_SAMPLE } from '../../e2e/support/formSamples';

const at = new Date('2025-11-23T14:05:09.123Z');
const pick = (values: object, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, (values as Record<string, unknown>)[name]]));
const NOT_AGENT = Object.keys(PRIVACY_FIELDS).filter((name) => !(AGENT_FIELDS as string[]).includes(name));

describe('buildPrivacyPayload', () => {
  it('a consumer’s own request: the fields outside the agent section in table order, then the ISO submittedAt; never agent fields', () => {
    // Left over from switching to agent and back: never sent for a consumer's own request.
    const payload = buildPrivacyPayload({ ...AGENT_SAMPLE, requestMaker: 'self' }, at);
    expect(payload).toStrictEqual({
      formType: 'privacy',
      email: PRIVACY_SAMPLE.email,
      fields: { ...pick(PRIVACY_SAMPLE, NOT_AGENT), submittedAt: '2025-11-23T14:05:09.123Z' },
    });
    expect(Object.keys(payload.fields)).toEqual([...NOT_AGENT, 'submittedAt']);
    expect(privacyPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('an agent’s request adds the agent fields last, an empty one as ""', () => {
    const payload = buildPrivacyPayload(AGENT_SAMPLE, at);
    expect(payload.fields).toStrictEqual({
      ...pick(AGENT_SAMPLE, NOT_AGENT),
      submittedAt: at.toISOString(),
      ...pick(AGENT_SAMPLE, AGENT_FIELDS),
    });
    expect(Object.keys(payload.fields)).toEqual([...NOT_AGENT, 'submittedAt', ...AGENT_FIELDS]);
    expect(payload.fields.consumerEmail).toBe('');
    expect(payload.email).toBe(AGENT_SAMPLE.email);
    expect(privacyPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('is pure: same input, same output; the input is not changed', () => {
    const before = structuredClone(PRIVACY_SAMPLE);
    expect(buildPrivacyPayload(PRIVACY_SAMPLE, at)).toStrictEqual(buildPrivacyPayload(PRIVACY_SAMPLE, at));
    expect(PRIVACY_SAMPLE).toStrictEqual(before);
    expect(buildPrivacyPayload(PRIVACY_SAMPLE, at).fields.requestTypes).not.toBe(PRIVACY_SAMPLE.requestTypes);
  });

  it('sends hostile text unchanged', () => {
    const hostile = `${HOSTILE.html}\u202Eevil ${HOSTILE.emoji} ${HOSTILE.rtl}`;
    expect(buildPrivacyPayload({ ...PRIVACY_SAMPLE, firstName: hostile }, at).fields.firstName).toBe(hostile);
  });
});

describe('buildContactPayload', () => {
  it('formType, the email at the top level, every other field in table order, text exactly as typed, an empty one as ""', () => {
    const values = { ...CONTACT_SAMPLE, firstName: ' A ', company: '', message: '  <b>bold</b> & "quotes" 🙂\nthere ' };
    const payload = buildContactPayload(values);
    const inFields = Object.keys(CONTACT_FIELDS).filter((name) => name !== 'email');
    expect(payload).toStrictEqual({ formType: 'contact', email: values.email, fields: pick(values, inFields) });
    expect(Object.keys(payload.fields)).toEqual(inFields);
    expect(contactPayloadSchema.safeParse(payload).success).toBe(true);
  });
});
