import type { PrivacyPayload, PrivacyRequestValues } from './schema';

/**
 * The privacy submission (formType 'privacy', the requester's email, the fields), from validated form values. Pure: the submission time is passed in.
 * Text is sent exactly as typed (empty optional fields as ''); agent fields only when an agent makes the request.
 */
export function buildPrivacyPayload(values: PrivacyRequestValues, submittedAt: Date): PrivacyPayload {
  const fields: PrivacyPayload['fields'] = {
    requestTypes: [...values.requestTypes],
    requestMaker: values.requestMaker,
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    email: values.email,
    phoneNumber: values.phoneNumber ?? '',
    streetAddress: values.streetAddress ?? '',
    city: values.city ?? '',
    state: values.state,
    zip: values.zip ?? '',
    submittedAt: submittedAt.toISOString(),
  };
  if (values.requestMaker === 'agent') {
    fields.agentFullName = values.agentFullName ?? '';
    fields.agentEmail = values.agentEmail ?? '';
    fields.consumerFullName = values.consumerFullName ?? '';
    fields.consumerEmail = values.consumerEmail ?? '';
  }
  return { formType: 'privacy', email: values.email, fields };
}
