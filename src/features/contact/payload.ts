import type { ContactPayload, ContactValues } from './schema';

/** The contact submission: formType 'contact', the email, and fields {firstName, lastName, company, message}. Pure; text is sent exactly as typed, an empty company as ''. */
export function buildContactPayload(values: ContactValues): ContactPayload {
  return {
    formType: 'contact',
    email: values.email,
    fields: {
      firstName: values.firstName,
      lastName: values.lastName,
      company: values.company ?? '',
      message: values.message,
    },
  };
}
