// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildContactPayload } from '@/features/contact/payload';
import { CONTACT_SAMPLE } from '../../e2e/support/formSamples';
import { CONTACT_MESSAGES, contactPayloadSchema } from '@/features/contact/schema';

const payload = buildContactPayload({ ...CONTACT_SAMPLE, company: '' });

function firstMessage(input: unknown) {
  const result = contactPayloadSchema.safeParse(input);
  return result.success ? undefined : `${result.error.issues[0].path.join('.')}: ${result.error.issues[0].message}`;
}

describe('contactPayloadSchema (what the endpoint accepts)', () => {
  it('accepts the submission shape, with or without a company', () => {
    expect(contactPayloadSchema.safeParse(payload).success).toBe(true);
    expect(contactPayloadSchema.safeParse({ ...payload, fields: { ...payload.fields, company: 'Acme' } }).success).toBe(
      true,
    );
    const { company: _company, ...withoutCompany } = payload.fields;
    expect(contactPayloadSchema.safeParse({ ...payload, fields: withoutCompany }).success).toBe(true);
  });

  it('requires first name, last name, email and message, blank text included', () => {
    expect(firstMessage({ ...payload, fields: { ...payload.fields, firstName: '' } })).toBe(
      `fields.firstName: ${CONTACT_MESSAGES.firstName}`,
    );
    expect(firstMessage({ ...payload, fields: { ...payload.fields, lastName: '  ' } })).toBe(
      `fields.lastName: ${CONTACT_MESSAGES.lastName}`,
    );
    expect(firstMessage({ ...payload, fields: { ...payload.fields, message: '\n' } })).toBe(
      `fields.message: ${CONTACT_MESSAGES.message}`,
    );
    expect(firstMessage({ ...payload, email: '' })).toBe(`email: ${CONTACT_MESSAGES.email}`);
    const { message: _message, ...withoutMessage } = payload.fields;
    expect(firstMessage({ ...payload, fields: withoutMessage })).toBe(`fields.message: ${CONTACT_MESSAGES.message}`);
  });

  it('checks email the way the browser does for <input type="email">', () => {
    for (const email of ['a@b', 'first.last+tag@sub.example.co'])
      expect(firstMessage({ ...payload, email }), email).toBeUndefined();
    for (const email of ['plain', 'a@', '@b.com', 'a b@c.com', 'a@b..com'])
      expect(firstMessage({ ...payload, email }), email).toBe(`email: ${CONTACT_MESSAGES.email}`);
  });

  it('rejects another form type and unknown keys', () => {
    expect(contactPayloadSchema.safeParse({ ...payload, formType: 'privacy' }).success).toBe(false);
    expect(contactPayloadSchema.safeParse({ ...payload, admin: true }).success).toBe(false);
    expect(contactPayloadSchema.safeParse({ ...payload, fields: { ...payload.fields, phone: '1' } }).success).toBe(
      false,
    );
  });

  it('takes hostile text unchanged', () => {
    const hostile = '<script>alert(1)</script> 🙂 שלום ' + 'y'.repeat(10_000);
    const result = contactPayloadSchema.safeParse({ ...payload, fields: { ...payload.fields, message: hostile } });
    expect(result.success && result.data.fields.message).toBe(hostile);
  });
});
