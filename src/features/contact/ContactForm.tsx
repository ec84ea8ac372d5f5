import { Fragment, useLayoutEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Send } from 'lucide-react';
import { emptyValues, fieldNames } from '@/components/forms/fieldTable';
import { TableField } from '@/components/forms/TableField';
import { FormNeedsJavaScript } from '@/components/forms/FormNeedsJavaScript';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useRegisterKeepingEarlyInput } from '@/components/forms/useRegisterKeepingEarlyInput';
import { site } from '@/config/site';
import { CONTACT_FIELDS, type ContactFieldName } from './fields';
import type { ContactValues } from './schema';
import { useContactSubmission } from './useContactSubmission';

const EMPTY = emptyValues(CONTACT_FIELDS) as ContactValues;

/** 'contact-first-name' for firstName. */
const fieldId = (name: ContactFieldName) => `contact-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** A textarea spans the form; the other fields share a two-column grid. */
const ownRow = (name: ContactFieldName) => CONTACT_FIELDS[name].kind === 'textarea';

/** The fields as the screen lays them out, in table order: runs of grid fields, each textarea on its own. */
const ROWS = fieldNames(CONTACT_FIELDS).reduce<ContactFieldName[][]>((rows, name) => {
  const last = rows.at(-1);
  if (last && !ownRow(name) && !ownRow(last[0])) last.push(name);
  else rows.push([name]);
  return rows;
}, []);

/**
 * The contact form: the browser's own `required` and email checks only. While
 * sending, the button is disabled and shows a spinner; success empties the form, failure keeps every value.
 */
export function ContactForm() {
  const form = useForm<ContactValues>({ defaultValues: EMPTY });
  const { handleSubmit, reset } = form;
  const register = useRegisterKeepingEarlyInput(form);
  const submission = useContactSubmission();
  const { busy, status, startOver } = submission;
  const onSubmit = handleSubmit(submission.send);

  // Sent: the form empties, in whichever rendering of it is on the page when the answer comes (one rendered
  // afresh mid-submission holds the values being sent), and the submission is forgotten. The fields are
  // emptied in the page at once, before the browser paints or React handles an error of the same update:
  // a page rendered afresh then takes over empty fields, never the values just sent.
  const formElement = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (status !== 'success') return;
    formElement.current?.reset();
    reset(EMPTY);
    startOver();
  }, [status, reset, startOver]);

  return (
    // method="post": should the browser ever send the form itself, nothing the visitor typed goes into the URL.
    <form
      ref={formElement}
      method="post"
      onSubmit={onSubmit}
      aria-label="Send us a message"
      aria-busy={busy}
      className="mt-6 space-y-5"
    >
      <FormNeedsJavaScript>
        Email us at <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> instead.
      </FormNeedsJavaScript>
      {ROWS.map((names) => {
        const fields = names.map((name) => (
          <TableField key={name} field={CONTACT_FIELDS[name]} id={fieldId(name)} register={() => register(name)} />
        ));
        return ownRow(names[0]) ? (
          <Fragment key={names[0]}>{fields}</Fragment>
        ) : (
          <div key={names[0]} className="grid gap-5 sm:grid-cols-2">
            {fields}
          </div>
        );
      })}
      <SubmitButton
        busy={busy}
        label="Send Message"
        icon={<Send className="size-4" aria-hidden="true" />}
        className="w-full sm:w-auto"
      />
    </form>
  );
}
