import { useEffect, useRef, type FormEvent } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { useHydrated } from '@/lib/useHydrated';
import { cn } from '@/lib/cn';
import {
  describedBy,
  FieldError,
  Section,
  singleLineControlClass,
  TextField,
  TextInput,
} from '@/components/forms/fields';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { REQUEST_MAKER_OPTIONS, REQUEST_TYPE_OPTIONS, STATE_OPTIONS } from './options';
import { privacyRequestSchema, type PrivacyRequestInput, type PrivacyRequestValues } from './schema';
import { usePrivacyRequestSubmission } from './usePrivacyRequestSubmission';
import { PRIVACY_TEXT } from './messages';
import { PrivacyRequestConfirmation } from './PrivacyRequestConfirmation';

type FieldName = keyof PrivacyRequestInput;

/** A blank form. requestMaker is left unset: the visitor must pick one (spec §5). */
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
          Your browser is sending a Global Privacy Control (GPC) signal. We honor it as your request to opt out of the
          sale or sharing of your personal information and of targeted advertising. You do not need to submit this form
          to make that choice.
        </p>
      </div>
    </div>
  );
}

function hasGpcSignal(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/**
 * The privacy request form (spec §2–§5, §8): validated with the shared zod schema, errors tied to
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
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    control,
    formState: { errors },
  } = form;
  const mutation = usePrivacyRequestSubmission();
  const requestMaker = useWatch({ control, name: 'requestMaker' });
  const isAgent = requestMaker === 'agent';
  const inFlight = useRef(false);
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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (inFlight.current) {
      event.preventDefault();
      return;
    }
    inFlight.current = true;
    void handleSubmit(async (values) => {
      try {
        await mutation.mutateAsync(values);
      } catch {
        // The hook shows the failure notice; the fields keep their values.
      }
    }, focusFirstError)(event).finally(() => {
      inFlight.current = false;
    });
  }

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
  // The agent rule's message sits on the agent-name field; the other required agent fields that are
  // empty point to it too.
  const agentGroupError = isAgent && errors.agentFullName?.type === 'custom';
  const values = form.getValues();
  const sharedAgentError = (name: 'agentEmail' | 'consumerFullName') =>
    agentGroupError && !values[name]?.trim() ? `${fieldId('agentFullName')}-error` : undefined;

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

      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={FORM_HEADING_ID}
        aria-busy={busy}
        className="mt-8 space-y-6"
      >
        <Section
          legend="What would you like us to do?"
          required
          describedById={errors.requestTypes ? `${fieldId('requestTypes')}-error` : `${fieldId('requestTypes')}-hint`}
          description={<p id={`${fieldId('requestTypes')}-hint`}>Select every request that applies.</p>}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            {REQUEST_TYPE_OPTIONS.map((option) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-white p-3.5 transition-colors hover:border-brand/60 has-[[aria-invalid=true]]:border-danger/50 has-checked:border-brand has-checked:bg-brand-light"
              >
                <input
                  type="checkbox"
                  value={option.value}
                  className="mt-0.5 size-5 shrink-0 accent-brand"
                  {...describedBy(fieldId('requestTypes'), { error: err('requestTypes') })}
                  {...register('requestTypes')}
                />
                <span className="text-[0.95rem] leading-snug text-ink">{option.label}</span>
              </label>
            ))}
          </div>
          <FieldError id={`${fieldId('requestTypes')}-error`} message={err('requestTypes')} />
        </Section>

        <Section
          legend="Who is making this request?"
          required
          describedById={errors.requestMaker ? `${fieldId('requestMaker')}-error` : undefined}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            {REQUEST_MAKER_OPTIONS.map((option) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-white p-4 transition-colors hover:border-brand/60 has-[[aria-invalid=true]]:border-danger/50 has-checked:border-brand has-checked:bg-brand-light"
              >
                <input
                  type="radio"
                  value={option.value}
                  className="mt-0.5 size-5 shrink-0 accent-brand"
                  {...describedBy(fieldId('requestMaker'), { error: err('requestMaker') })}
                  {...register('requestMaker')}
                />
                <span>
                  <span className="block font-medium text-ink">{option.label}</span>
                  <span className="mt-0.5 block text-sm text-muted">{option.hint}</span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id={`${fieldId('requestMaker')}-error`} message={err('requestMaker')} />
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
              <TextInput
                id={fieldId('agentFullName')}
                label="Agent Full Name"
                required
                autoComplete="name"
                error={err('agentFullName')}
                {...register('agentFullName')}
              />
              <TextInput
                id={fieldId('agentEmail')}
                label="Agent Email"
                type="email"
                required
                autoComplete="email"
                error={err('agentEmail')}
                sharedErrorId={sharedAgentError('agentEmail')}
                {...register('agentEmail')}
              />
              <TextInput
                id={fieldId('consumerFullName')}
                label="Consumer Full Name"
                required
                autoComplete="off"
                error={err('consumerFullName')}
                sharedErrorId={sharedAgentError('consumerFullName')}
                {...register('consumerFullName')}
              />
              <TextInput
                id={fieldId('consumerEmail')}
                label="Consumer Email (optional)"
                type="email"
                autoComplete="off"
                error={err('consumerEmail')}
                {...register('consumerEmail')}
              />
            </div>
          </Section>
        )}

        <Section
          legend="Identifying information"
          description={
            <p>We use these details only to find any data linked to you and to verify and answer your request.</p>
          }
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextInput
              id={fieldId('firstName')}
              label="First Name"
              autoComplete="given-name"
              {...register('firstName')}
            />
            <TextInput
              id={fieldId('lastName')}
              label="Last Name"
              autoComplete="family-name"
              {...register('lastName')}
            />
            <TextInput
              id={fieldId('email')}
              label="Email"
              type="email"
              required
              autoComplete="email"
              error={err('email')}
              {...register('email')}
            />
            <TextInput
              id={fieldId('phoneNumber')}
              label="Phone Number"
              type="tel"
              autoComplete="tel"
              {...register('phoneNumber')}
            />
            <TextInput
              id={fieldId('streetAddress')}
              label="Street Address"
              autoComplete="street-address"
              className="sm:col-span-2"
              {...register('streetAddress')}
            />
            <TextInput id={fieldId('city')} label="City" autoComplete="address-level2" {...register('city')} />
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
            <TextInput
              id={fieldId('zip')}
              label="ZIP Code"
              inputMode="numeric"
              autoComplete="postal-code"
              {...register('zip')}
            />
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
          <SubmitButton busy={busy}>Submit Privacy Request</SubmitButton>
        </div>
      </form>
    </section>
  );
}
