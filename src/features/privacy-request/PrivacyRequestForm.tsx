import { useEffect, useRef } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { useHydrated } from '@/lib/useHydrated';
import { Section } from '@/components/forms/fields';
import { emptyValues, fieldNames } from '@/components/forms/fieldTable';
import { TableField } from '@/components/forms/TableField';
import { FormNeedsJavaScript } from '@/components/forms/FormNeedsJavaScript';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useRegisterKeepingEarlyInput } from '@/components/forms/useRegisterKeepingEarlyInput';
import { site } from '@/config/site';
import { PRIVACY_FIELDS, PRIVACY_SECTIONS, type PrivacyFieldName, type PrivacySection } from './fields';
import {
  privacyRequestSchema,
  REQUIRED_AGENT_FIELDS,
  type PrivacyRequestInput,
  type PrivacyRequestValues,
} from './schema';
import { usePrivacyRequestSubmission } from './usePrivacyRequestSubmission';
import { PRIVACY_TEXT } from './messages';
import { GPC_TEXT } from './gpcText';
import { PrivacyRequestConfirmation } from './PrivacyRequestConfirmation';

type FieldName = PrivacyFieldName;

/** A blank form. requestMaker is left unset: the visitor must pick self or agent. */
const EMPTY = emptyValues(PRIVACY_FIELDS) as DefaultValues<PrivacyRequestInput>;

/** Screen order, for moving focus to the first field with an error. */
const FIELD_ORDER = fieldNames(PRIVACY_FIELDS);

/** The table's fields as the screen groups them: a choice group on its own, a run of one section's text fields together. */
const GROUPS = FIELD_ORDER.reduce<{ section?: PrivacySection; names: FieldName[] }[]>((groups, name) => {
  const section = (PRIVACY_FIELDS[name] as { section?: PrivacySection }).section;
  const last = groups.at(-1);
  if (section && last?.section === section) last.names.push(name);
  else groups.push({ section, names: [name] });
  return groups;
}, []);

const FORM_HEADING_ID = 'privacy-request-heading';

/** Element ids, prefixed so they cannot clash with anything else on the page. */
const fieldId = (name: FieldName) => `privacy-request-${name}`;

/**
 * Shown after hydration when the browser sends Global Privacy Control (it is not in the prerendered HTML).
 * `formBelow`: whether the form its advice points to is on screen (not on the confirmation).
 */
function GpcNotice({ formBelow }: { formBelow: boolean }) {
  return (
    <div role="status" className="mb-8 flex gap-3 rounded-xl border border-success/25 bg-success-light p-4 sm:p-5">
      <ShieldCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
      <div>
        <p className="font-semibold text-ink">Global Privacy Control signal detected</p>
        <p className="mt-1 text-sm leading-relaxed text-ink-soft">
          Your browser is sending a Global Privacy Control (GPC) signal. We {GPC_TEXT.honored}
          {formBelow && <span> {GPC_TEXT.audienceData}</span>}
        </p>
      </div>
    </div>
  );
}

function hasGpcSignal(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/**
 * The privacy request form: validated with the shared zod schema, errors tied to
 * their fields, focus on the first invalid field; a confirmation view after success and a persistent
 * failure notice (with every field still filled) after a failed submission.
 */
export function PrivacyRequestForm() {
  const hydrated = useHydrated();
  const form = useForm<PrivacyRequestInput, unknown, PrivacyRequestValues>({
    resolver: zodResolver(privacyRequestSchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const register = useRegisterKeepingEarlyInput(form);
  const {
    handleSubmit,
    reset,
    setFocus,
    control,
    formState: { errors },
  } = form;
  const submission = usePrivacyRequestSubmission();
  const requestMaker = useWatch({ control, name: 'requestMaker' });
  const isAgent = requestMaker === 'agent';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returningToForm = useRef(false);
  const { busy, sent: confirmed } = submission;

  useEffect(() => {
    // Back from the confirmation: start again at the top of the form.
    if (!confirmed && returningToForm.current) {
      returningToForm.current = false;
      headingRef.current?.focus();
    }
  }, [confirmed]);

  function focusFirstError(fieldErrors: FieldErrors<PrivacyRequestInput>) {
    const first = FIELD_ORDER.find((name) => fieldErrors[name]);
    if (first) setFocus(first);
  }

  const onSubmit = handleSubmit(submission.send, focusFirstError);

  function startOver() {
    submission.startOver();
    reset(EMPTY);
    returningToForm.current = true;
  }

  const gpc = hydrated && hasGpcSignal();

  if (confirmed) {
    return (
      <div className="mt-12">
        {gpc && <GpcNotice formBelow={false} />}
        <PrivacyRequestConfirmation payload={confirmed} onSubmitAnother={startOver} />
      </div>
    );
  }

  const err = (name: FieldName) => errors[name]?.message;
  // The agent rule's message sits on the first required agent field; the other required agent fields
  // that are empty point to it too.
  const [agentRuleField] = REQUIRED_AGENT_FIELDS;
  const agentGroupError = isAgent && errors[agentRuleField]?.type === 'custom';
  const values = form.getValues();
  const sharedAgentError = (name: FieldName) =>
    agentGroupError &&
    name !== agentRuleField &&
    REQUIRED_AGENT_FIELDS.includes(name) &&
    !String(values[name] ?? '').trim()
      ? `${fieldId(agentRuleField)}-error`
      : undefined;
  const field = (name: FieldName) => (
    <TableField
      key={name}
      field={PRIVACY_FIELDS[name]}
      id={fieldId(name)}
      error={err(name)}
      sharedErrorId={sharedAgentError(name)}
      register={() => register(name)}
    />
  );

  return (
    <section aria-labelledby={FORM_HEADING_ID} className="mt-12">
      {gpc && <GpcNotice formBelow />}
      <h2
        id={FORM_HEADING_ID}
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-ink sm:text-3xl"
      >
        Make a privacy request
      </h2>
      <p className="mt-2 text-muted">Fields marked with an asterisk (*) are required.</p>

      {/* method="post": should the browser ever send the form itself, nothing typed goes into the URL. */}
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={FORM_HEADING_ID}
        aria-busy={busy}
        className="mt-8 space-y-6"
      >
        <FormNeedsJavaScript>
          You can make your request by email at <a href={`mailto:${site.privacyEmail}`}>{site.privacyEmail}</a> or by
          calling us toll-free at <a href={`tel:${site.privacyPhone.tel}`}>{site.privacyPhone.display}</a>.
        </FormNeedsJavaScript>
        {GROUPS.map(({ section, names }) => {
          if (!section) return field(names[0]);
          if (section === 'agent' && !isAgent) return null;
          return (
            <Section
              key={section}
              legend={PRIVACY_SECTIONS[section].legend}
              description={<p>{PRIVACY_SECTIONS[section].description}</p>}
            >
              <div className="grid gap-5 sm:grid-cols-2">{names.map(field)}</div>
            </Section>
          );
        })}

        {submission.status === 'error' && (
          <div role="alert" className="flex gap-3 rounded-xl border border-danger/30 bg-danger-light p-4 sm:p-5">
            <AlertTriangle className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
            <div>
              <p className="font-semibold text-danger">{PRIVACY_TEXT.failureTitle}</p>
              <p className="mt-1 text-sm leading-relaxed text-ink-soft">{PRIVACY_TEXT.failureDescription}</p>
            </div>
          </div>
        )}

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">We will only use these details to handle your request.</p>
          <SubmitButton busy={busy} label="Submit Privacy Request" />
        </div>
      </form>
    </section>
  );
}
