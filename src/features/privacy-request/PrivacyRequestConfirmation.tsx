import { useEffect, useRef, type ReactNode } from 'react';
import { CheckCircle2, RotateCcw } from 'lucide-react';
import type { FieldOption, FieldSpec, FieldTable } from '@/components/forms/fieldTable';
import { PRIVACY_FIELDS } from './fields';
import type { PrivacyPayload } from './schema';

let submittedAtFormat: Intl.DateTimeFormat | undefined;

/**
 * 'November 23, 2025 at 2:21 PM EST' for an ISO timestamp. Shown only in the browser after a
 * submission, so the visitor's own time zone is right here. The formatter is made on first use, not
 * when the page loads: creating one loads the browser's locale data, a long task nobody needs until then.
 */
export function formatSubmittedAt(iso: string): string {
  submittedAtFormat ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return submittedAtFormat.format(new Date(iso));
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-muted">{term}</dt>
      <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** Visitor-typed text: plain text (React escapes it), its own direction, long words wrapped. */
function Typed({ value, fallback = 'Not provided' }: { value: string; fallback?: string }) {
  return value.trim() ? (
    <bdi dir="auto" className="whitespace-pre-wrap">
      {value}
    </bdi>
  ) : (
    <span className="text-muted">{fallback}</span>
  );
}

/** An option's label for a value the visitor chose. */
function optionLabel(field: FieldSpec, value: string): string {
  const option = field.options?.find((candidate) => (candidate as FieldOption).value === value || candidate === value);
  return typeof option === 'object' ? option.label : value;
}

/**
 * The summary's rows, in the payload's order, from the fields' `summary` in ./fields.ts: fields sharing a
 * row (first and last name) are shown together; an agent's rows only when the payload has them.
 */
function summaryRows(fields: PrivacyPayload['fields']) {
  const rows = new Map<string, { field: FieldSpec; values: unknown[] }>();
  for (const [name, value] of Object.entries(fields)) {
    const field = (PRIVACY_FIELDS as FieldTable)[name];
    if (!field?.summary) continue;
    const row = rows.get(field.summary) ?? { field, values: [] };
    rows.set(field.summary, { field, values: [...row.values, value] });
  }
  return [...rows];
}

function SummaryValue({ field, values }: { field: FieldSpec; values: unknown[] }) {
  if (field.kind === 'checkboxes') {
    return (
      <ul className="space-y-1">
        {(values.flat() as string[]).map((value) => (
          <li key={value} className="flex gap-2">
            <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand" aria-hidden="true" />
            {optionLabel(field, value)}
          </li>
        ))}
      </ul>
    );
  }
  const parts = (values as string[]).filter((part) => part.trim() !== '').map((part) => optionLabel(field, part));
  return <Typed value={parts.join(' ')} />;
}

export interface PrivacyRequestConfirmationProps {
  payload: PrivacyPayload;
  onSubmitAnother: () => void;
}

/** What the visitor sees after a successful privacy request: the request summary and what happens next. Focus moves to its heading. */
export function PrivacyRequestConfirmation({ payload, onSubmitAnother }: PrivacyRequestConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { fields } = payload;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section
      aria-labelledby="privacy-confirmation-heading"
      className="rounded-2xl border border-line bg-white p-6 shadow-card sm:p-10"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-success-light">
          <CheckCircle2 className="size-7 text-success" aria-hidden="true" />
        </span>
        <div>
          <h2
            id="privacy-confirmation-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-ink sm:text-3xl"
          >
            Request Submitted Successfully
          </h2>
          <p className="mt-2 text-lg text-ink-soft">Your privacy request has been received.</p>
        </div>
      </div>

      <div className="mt-8 rounded-xl border border-line bg-surface px-5 sm:px-6">
        <h3 className="sr-only">Request summary</h3>
        <dl className="divide-y divide-line">
          <Row term="Submitted">
            <time dateTime={fields.submittedAt}>{formatSubmittedAt(fields.submittedAt)}</time>
          </Row>
          {summaryRows(fields).map(([term, row]) => (
            <Row key={term} term={term}>
              <SummaryValue {...row} />
            </Row>
          ))}
        </dl>
      </div>

      <h3 className="mt-8 text-lg font-semibold tracking-tight text-ink">What happens next?</h3>
      <ul className="mt-3 space-y-2.5 text-ink-soft">
        {[
          'We will process your request within the timeframe required by applicable law.',
          'We may contact you to verify your identity before we act on your request.',
          'We will send a confirmation and the results of your request to the email address you gave us.',
        ].map((step) => (
          <li key={step} className="flex gap-3 leading-relaxed">
            <CheckCircle2 className="mt-1 size-4 shrink-0 text-brand" aria-hidden="true" />
            {step}
          </li>
        ))}
      </ul>

      <button
        type="button"
        onClick={onSubmitAnother}
        className="mt-8 inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-line bg-white px-6 font-semibold text-ink transition-colors hover:border-brand hover:text-brand-dark"
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        Submit Another Request
      </button>
    </section>
  );
}
