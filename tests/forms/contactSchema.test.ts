import { describe, expect, it } from 'vitest';
import { buildContactPayload } from '@/features/contact/payload';
import { CONTACT_SAMPLE, HOSTILE } from '../../e2e/support/formSamples';
import { CONTACT_MESSAGES as M, contactPayloadSchema } from '@/features/contact/schema';
import { CONTACT_TEXT, contactErrorMessage } from '@/features/contact/messages';
import { FormSubmissionError, type PostFormFailure } from '@/lib/api';

const payload = buildContactPayload({ ...CONTACT_SAMPLE, company: '' });
const { company: _company, ...withoutCompany } = payload.fields;
const { message: _message, ...withoutMessage } = payload.fields;
const withFields = (fields: object) => ({ ...payload, fields: { ...payload.fields, ...fields } });

function firstMessage(input: unknown) {
  const result = contactPayloadSchema.safeParse(input);
  return result.success ? undefined : `${result.error.issues[0].path.join('.')}: ${result.error.issues[0].message}`;
}

describe('contactPayloadSchema (what the endpoint accepts)', () => {
  it.each([
    ['an empty company', payload],
    ['a company', withFields({ company: 'Acme' })],
    ['no company', { ...payload, fields: withoutCompany }],
    // As the browser checks an <input type="email">.
    ...['a@b', 'first.last+tag@sub.example.co'].map((email) => [`the email ${email}`, { ...payload, email }]),
  ] as [string, object][])('accepts the submission with %s', (_, input) => {
    expect(firstMessage(input)).toBeUndefined();
  });

  it.each([
    // First name, last name, email and message are required, blank text included.
    ['no first name', withFields({ firstName: '' }), `fields.firstName: ${M.firstName}`],
    ['a blank last name', withFields({ lastName: '  ' }), `fields.lastName: ${M.lastName}`],
    ['a blank message', withFields({ message: '\n' }), `fields.message: ${M.message}`],
    ['no message field', { ...payload, fields: withoutMessage }, `fields.message: ${M.message}`],
    ...['', 'plain', 'a@', '@b.com', 'a b@c.com', 'a@b..com'].map((email) => [
      `the email "${email}"`,
      { ...payload, email },
      `email: ${M.email}`,
    ]),
    ['another form type', { ...payload, formType: 'privacy' }, /^formType: /],
    // Zod's words for these depend on whether a module loaded its English locale: only the place is pinned.
    ['an unknown key', { ...payload, admin: true }, /^: /],
    ['an unknown field', withFields({ phone: '1' }), /^fields: /],
  ] as [string, object, string | RegExp][])('refuses the submission with %s', (_, input, message) => {
    expect(firstMessage(input)).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  });

  it('takes hostile text unchanged', () => {
    const hostile = [HOSTILE.html, HOSTILE.emoji, HOSTILE.rtl, HOSTILE.long].join(' ');
    const result = contactPayloadSchema.safeParse(withFields({ message: hostile }));
    expect(result.success && result.data.fields.message).toBe(hostile);
  });
});

describe('what the contact form says of a failed submission', () => {
  it.each([
    [{ ok: false, kind: 'http', status: 503, error: 'Down.' }, 'Down.'],
    [{ ok: false, kind: 'http', status: 500 }, CONTACT_TEXT.fallbackError],
    [{ ok: false, kind: 'network' }, CONTACT_TEXT.networkError],
    // An answer that is not the API's (a captive portal's page): the connection is not through yet.
    [{ ok: false, kind: 'not-api', status: 200 }, CONTACT_TEXT.networkError],
  ] as [PostFormFailure, string][])('%o: %s', (result, message) => {
    expect(contactErrorMessage(new FormSubmissionError(result))).toBe(message);
  });

  it('says the fallback for any other error', () => {
    expect(contactErrorMessage(new Error('boom'))).toBe(CONTACT_TEXT.fallbackError);
  });
});
