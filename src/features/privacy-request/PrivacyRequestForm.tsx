import { useEffect, useRef } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { useHydrated } from '@/lib/useHydrated';
import { cn } from '@/lib/cn';
import {
  ChoiceCard,
  describedBy,
  FieldError,
  Section,
  singleLineControlClass,
  TextField,
  TextInput,
} from '@/components/forms/fields';
import { FormNeedsJavaScript } from '@/components/forms/FormNeedsJavaScript';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useRegisterKeepingEarlyInput } from '@/components/forms/useRegisterKeepingEarlyInput';
import { useSingleSubmission } from '@/components/forms/useSingleSubmission';
import { site } from '@/config/site';
import { REQUEST_MAKER_OPTIONS, REQUEST_TYPE_OPTIONS, STATE_OPTIONS } from './options';
import { privacyRequestSchema, type PrivacyRequestInput, type PrivacyRequestValues } from './schema';
import { usePrivacyRequestSubmission } from './usePrivacyRequestSubmission';
import { PRIVACY_TEXT } from './messages';
import { GPC_TEXT } from './gpcText';
import { PrivacyRequestConfirmation } from './PrivacyRequestConfirmation';

type FieldName = keyof PrivacyRequestInput;
type TextFieldName = Exclude<FieldName, 'requestTypes' | 'requestMaker'>;

/** A blank form. requestMaker is left unset: the visitor must pick self or agent. */
const EMPTY: DefaultValues<PrivacyRequestInput> = {
  requestTypes: [],
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  streetAddress: '',
  city: '',
  state: '',
  zip: '',
  agentFullName: '',
  agentEmail: '',
  consumerFullName: '',
  consumerEmail: '',
};

/** Screen order, for moving focus to the first field with an error. */
const FIELD_ORDER: FieldName[] = [
  'requestTypes',
  'requestMaker',
  'agentFullName',
  'agentEmail',
  'consumerFullName',
  'consumerEmail',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'streetAddress',
  'city',
  'state',
  'zip',
];

const FORM_HEADING_ID = 'privacy-request-heading';

/** Element ids, prefixed so they cannot clash with anything else on the page. */
const fieldId = (name: FieldName) => `privacy-request-${name}`;

/** Shown after hydration when the browser sends Global Privacy Control (it is not in the prerendered HTML). */
function GpcNotice() {
  return (
    <div role="status" className="mb-8 flex gap-3 rounded-xl border border-success/25 bg-success-light p-4 sm:p-5">
      <ShieldCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
      <div>
        <p className="font-semibold text-ink">Global Privacy Control signal detected</p>
        <p className="mt-1 text-sm leading-relaxed text-ink-soft">
          Your browser is sending a Global Privacy Control (GPC) signal. We {GPC_TEXT.honored} {GPC_TEXT.audienceData}
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
  const mutation = usePrivacyRequestSubmission();
  const requestMaker = useWatch({ control, name: 'requestMaker' });
  const isAgent = requestMaker === 'agent';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returningToForm = useRef(false);
  const busy = mutation.isPending;
  const confirmed = mutation.isSuccess ? mutation.data : undefined;

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

  const onSubmit = useSingleSubmission(
    handleSubmit(async (values) => {
      try {
        await mutation.mutateAsync(values);
      } catch {
        // The hook shows the failure notice; the fields keep their values.
      }
    }, focusFirstError),
  );

  function startOver() {
    reset(EMPTY);
    mutation.reset();
    returningToForm.current = true;
  }

  const gpc = hydrated && hasGpcSignal();

  if (confirmed) {
    return (
      <div className="mt-12">
        {gpc && <GpcNotice />}
        <PrivacyRequestConfirmation payload={confirmed} onSubmitAnother={startOver} />
      </div>
    );
  }

  const err = (name: FieldName) => errors[name]?.message;
  /** What every text field takes from the form: its id, its error and react-hook-form's registration. */
  const textField = (name: TextFieldName) => ({ id: fieldId(name), error: err(name), ...register(name) });
  const errorId = (name: FieldName) => `${fieldId(name)}-error`;
  /** What every checkbox or radio of a group takes: the group's error and react-hook-form's registration. */
  const choiceField = (name: 'requestTypes' | 'requestMaker') => ({
    ...describedBy(fieldId(name), { error: err(name) }),
    ...register(name),
  });
  // The agent rule's message sits on the agent-name field; the other required agent fields that are
  // empty point to it too.
  const agentGroupError = isAgent && errors.agentFullName?.type === 'custom';
  const values = form.getValues();
  const sharedAgentError = (name: 'agentEmail' | 'consumerFullName') =>
    agentGroupError && !values[name]?.trim() ? errorId('agentFullName') : undefined;

  return (
    <section aria-labelledby={FORM_HEADING_ID} className="mt-12">
      {gpc && <GpcNotice />}
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
        <Section
          legend="What would you like us to do?"
          required
          describedById={errors.requestTypes ? errorId('requestTypes') : `${fieldId('requestTypes')}-hint`}
          description={<p id={`${fieldId('requestTypes')}-hint`}>Select every request that applies.</p>}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            {REQUEST_TYPE_OPTIONS.map((option) => (
              <ChoiceCard key={option.value} type="checkbox" value={option.value} {...choiceField('requestTypes')}>
                <span className="text-[0.95rem] leading-snug text-ink">{option.label}</span>
              </ChoiceCard>
            ))}
          </div>
          <FieldError id={errorId('requestTypes')} message={err('requestTypes')} />
        </Section>

        <Section
          legend="Who is making this request?"
          required
          describedById={errors.requestMaker ? errorId('requestMaker') : undefined}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            {REQUEST_MAKER_OPTIONS.map((option) => (
              <ChoiceCard key={option.value} type="radio" value={option.value} {...choiceField('requestMaker')}>
                <span className="block font-medium text-ink">{option.label}</span>
                <span className="mt-0.5 block text-sm text-muted">{option.hint}</span>
              </ChoiceCard>
            ))}
          </div>
          <FieldError id={errorId('requestMaker')} message={err('requestMaker')} />
        </Section>

        {isAgent && (
          <Section
            legend="Authorized agent information"
            description={
              <p>
                Tell us who you are and whose data the request is about. We may ask for proof that the consumer gave you
                signed permission to act for them.
              </p>
            }
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <TextInput label="Agent Full Name" required autoComplete="name" {...textField('agentFullName')} />
              <TextInput
                label="Agent Email"
                type="email"
                required
                autoComplete="email"
                sharedErrorId={sharedAgentError('agentEmail')}
                {...textField('agentEmail')}
              />
              <TextInput
                label="Consumer Full Name"
                required
                autoComplete="off"
                sharedErrorId={sharedAgentError('consumerFullName')}
                {...textField('consumerFullName')}
              />
              <TextInput
                label="Consumer Email (optional)"
                type="email"
                autoComplete="off"
                {...textField('consumerEmail')}
              />
            </div>
          </Section>
        )}

        <Section
          legend="Identifying information"
          description={
            <p>
              We use these details only to verify your request and to look for pseudonymous identifiers that may relate
              to you.
            </p>
          }
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextInput label="First Name" autoComplete="given-name" {...textField('firstName')} />
            <TextInput label="Last Name" autoComplete="family-name" {...textField('lastName')} />
            <TextInput label="Email" type="email" required autoComplete="email" {...textField('email')} />
            <TextInput label="Phone Number" type="tel" autoComplete="tel" {...textField('phoneNumber')} />
            <TextInput
              label="Street Address"
              autoComplete="address-line1"
              className="sm:col-span-2"
              {...textField('streetAddress')}
            />
            <TextInput label="City" autoComplete="address-level2" {...textField('city')} />
            <TextField id={fieldId('state')} label="State" required error={err('state')}>
              <select
                id={fieldId('state')}
                required
                autoComplete="address-level1"
                className={cn(singleLineControlClass, 'appearance-auto pr-2')}
                {...describedBy(fieldId('state'), { error: err('state') })}
                {...register('state')}
              >
                <option value="">Select a state</option>
                {STATE_OPTIONS.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </select>
            </TextField>
            <TextInput label="ZIP Code" inputMode="numeric" autoComplete="postal-code" {...textField('zip')} />
          </div>
        </Section>

        {mutation.isError && (
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
