// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildContactPayload } from '@/features/contact/payload';
import { buildPrivacyPayload } from '@/features/privacy-request/payload';
import { privacyPayloadSchema, type PrivacyRequestValues } from '@/features/privacy-request/schema';
import { contactPayloadSchema, type ContactValues } from '@/features/contact/schema';
import { emptyValues } from '@/components/forms/fieldTable';
import { PRIVACY_FIELDS } from '@/features/privacy-request/fields';
import { CONTACT_FIELDS } from '@/features/contact/fields';

/** Every field blank: a field added to a form's table is then in every value below. */
const BLANK_PRIVACY = emptyValues(PRIVACY_FIELDS) as PrivacyRequestValues;
const BLANK_CONTACT = emptyValues(CONTACT_FIELDS) as ContactValues;

const at = new Date('2025-11-23T14:05:09.123Z');

const self: PrivacyRequestValues = {
  ...BLANK_PRIVACY,
  requestTypes: ['access', 'deletion'],
  requestMaker: 'self',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '',
  streetAddress: '',
  city: 'London',
  state: 'Outside US',
  zip: '',
  // Left over from switching to agent and back: never sent for a consumer's own request.
  agentFullName: 'Stale Agent',
  agentEmail: 'stale@example.com',
  consumerFullName: 'Stale',
  consumerEmail: '',
};

describe('buildPrivacyPayload', () => {
  it('a consumer’s own request: exact shape, empty optionals as "", ISO submittedAt, no agent fields', () => {
    const payload = buildPrivacyPayload(self, at);
    expect(payload).toStrictEqual({
      formType: 'privacy',
      email: 'ada@example.com',
      fields: {
        requestTypes: ['access', 'deletion'],
        requestMaker: 'self',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phoneNumber: '',
        streetAddress: '',
        city: 'London',
        state: 'Outside US',
        zip: '',
        submittedAt: '2025-11-23T14:05:09.123Z',
      },
    });
    expect(Object.keys(payload.fields)).toEqual([
      'requestTypes',
      'requestMaker',
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'streetAddress',
      'city',
      'state',
      'zip',
      'submittedAt',
    ]);
    expect(privacyPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('an agent’s request adds the four agent fields, consumer email "" when empty', () => {
    const payload = buildPrivacyPayload(
      {
        ...self,
        requestMaker: 'agent',
        agentFullName: 'Grace Hopper',
        agentEmail: 'grace@example.com',
        consumerFullName: 'Ada Lovelace',
        consumerEmail: '',
      },
      at,
    );
    expect(payload.fields).toStrictEqual({
      requestTypes: ['access', 'deletion'],
      requestMaker: 'agent',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '',
      streetAddress: '',
      city: 'London',
      state: 'Outside US',
      zip: '',
      submittedAt: '2025-11-23T14:05:09.123Z',
      agentFullName: 'Grace Hopper',
      agentEmail: 'grace@example.com',
      consumerFullName: 'Ada Lovelace',
      consumerEmail: '',
    });
    expect(payload.email).toBe('ada@example.com');
    expect(privacyPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('is pure: same input, same output; the input is not changed', () => {
    const before = structuredClone(self);
    expect(buildPrivacyPayload(self, at)).toStrictEqual(buildPrivacyPayload(self, at));
    expect(self).toStrictEqual(before);
    expect(buildPrivacyPayload(self, at).fields.requestTypes).not.toBe(self.requestTypes);
  });

  it('sends hostile text unchanged', () => {
    const hostile = '<script>alert("x")</script>\u202Eevil 🙂 مرحبا';
    expect(buildPrivacyPayload({ ...self, firstName: hostile }, at).fields.firstName).toBe(hostile);
  });
});

describe('buildContactPayload', () => {
  it('exact shape: formType, top-level email, four fields; empty company as ""', () => {
    const payload = buildContactPayload({
      ...BLANK_CONTACT,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      company: '',
      message: 'Hello\nthere',
    });
    expect(payload).toStrictEqual({
      formType: 'contact',
      email: 'ada@example.com',
      fields: { firstName: 'Ada', lastName: 'Lovelace', company: '', message: 'Hello\nthere' },
    });
    expect(contactPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('sends text exactly as typed (no trimming, no escaping)', () => {
    const message = '  <b>bold</b> & "quotes" 🙂 ';
    expect(
      buildContactPayload({
        ...BLANK_CONTACT,
        firstName: ' A ',
        lastName: 'B',
        email: 'a@b.co',
        company: 'Acme & Co',
        message,
      }).fields,
    ).toStrictEqual({
      firstName: ' A ',
      lastName: 'B',
      company: 'Acme & Co',
      message,
    });
  });
});
