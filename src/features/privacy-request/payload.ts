import { sentFields } from '@/components/forms/fieldTable';
import { AGENT_FIELDS, PRIVACY_FIELDS, type PrivacyFieldName } from './fields';
import type { PrivacyPayload, PrivacyRequestValues } from './schema';

const SENT_BY_EVERYONE = (Object.keys(PRIVACY_FIELDS) as PrivacyFieldName[]).filter(
  (name) => !AGENT_FIELDS.includes(name),
);

/**
 * The privacy submission (formType 'privacy', the requester's email, the fields), from validated form values. Pure: the submission time is passed in.
 * Every field of ./fields.ts in screen order, text exactly as typed (empty optional fields as ''), then
 * submittedAt; agent fields last, only when an agent makes the request.
 */
export function buildPrivacyPayload(values: PrivacyRequestValues, submittedAt: Date): PrivacyPayload {
  const fields = {
    ...sentFields(PRIVACY_FIELDS, values, SENT_BY_EVERYONE),
    submittedAt: submittedAt.toISOString(),
    ...(values.requestMaker === 'agent' ? sentFields(PRIVACY_FIELDS, values, AGENT_FIELDS) : {}),
  } as PrivacyPayload['fields'];
  return { formType: 'privacy', email: values.email, fields };
}
