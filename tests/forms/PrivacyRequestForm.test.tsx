import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { PrivacyRequestForm } from '@/features/privacy-request/PrivacyRequestForm';
import { formatSubmittedAt } from '@/features/privacy-request/PrivacyRequestConfirmation';
import { AGENT_FIELDS, PRIVACY_FIELDS, PRIVACY_MESSAGES } from '@/features/privacy-request/fields';
import { buildPrivacyPayload } from '@/features/privacy-request/payload';
import { optionsOf, type FieldTable } from '@/components/forms/fieldTable';
import { site } from '@/config/site';
import { GPC_TEXT } from '@/features/privacy-request/gpcText';
import { HOSTILE } from '../../e2e/support/formSamples';
import { control, deferred, fillPrivacyForm, findToast, formValues, renderForm, submitServerForFile } from './helpers';
import { findBannedPhrases } from '../../tools/content/bannedPhrases';

const api = submitServerForFile();
afterEach(() => delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl);

const FAILURE = `Unable to submit your privacy request. Please try again or contact ${site.privacyEmail} directly.`;

const submit = () => screen.getByRole('button', { name: /Submit Privacy Request|Submitting/ });
const agentBlock = () => screen.queryByRole('group', { name: 'Authorized agent information' });
const confirmation = () => screen.findByRole('heading', { name: 'Request Submitted Successfully' });
const FIELDS = Object.entries(PRIVACY_FIELDS as FieldTable);
const TABLE = PRIVACY_FIELDS as FieldTable;
const isAgentField = (name: string) => (AGENT_FIELDS as string[]).includes(name);
/** The text of the confirmation's row named `term`. */
const row = (view: HTMLElement, term: string) => within(view).getByText(term).nextElementSibling!.textContent;

/** The error text a control is described by. */
function errorFor(element: HTMLElement): string | undefined {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert')?.textContent ??
    undefined
  );
}

describe('PrivacyRequestForm: editing', () => {
  it('idle: every field of the table outside the agent section, labelled, required as the table says, nothing chosen', () => {
    renderForm(<PrivacyRequestForm />);
    expect(screen.getByRole('heading', { level: 2, name: 'Make a privacy request' })).toBeInTheDocument();
    expect(agentBlock()).toBeNull();
    for (const [name, field] of FIELDS.filter(([name]) => !isAgentField(name))) {
      if (field.kind === 'checkboxes' || field.kind === 'radio') {
        const group = screen.getByRole('group', { name: new RegExp(`^${field.label.replace('?', '\\?')}`) });
        const choices = within(group).getAllByRole(field.kind === 'radio' ? 'radio' : 'checkbox') as HTMLInputElement[];
        expect(
          choices.map((choice) => choice.value),
          name,
        ).toEqual(optionsOf(field).map((option) => option.value));
        expect(
          choices.some((choice) => choice.checked),
          name,
        ).toBe(false);
        continue;
      }
      expect(control(field.label).labels![0].textContent, name).toBe(`${field.label}${field.required ? ' *' : ''}`);
      expect(control(field.label).value, name).toBe('');
      if (field.kind === 'select') {
        const options = [...(control(field.label) as unknown as HTMLSelectElement).options].map(
          (option) => option.text,
        );
        expect(options).toEqual([field.placeholder, ...optionsOf(field).map((option) => option.label)]);
      } else expect(control(field.label), name).toHaveAttribute('type', field.kind);
    }
    expect(submit()).toHaveTextContent('Submit Privacy Request');
    expect(submit()).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('choosing agent reveals the agent section’s fields (required ones marked), choosing self hides them', async () => {
    const user = userEvent.setup();
    renderForm(<PrivacyRequestForm />);
    await user.click(screen.getByLabelText(/I am an authorized agent/));
    expect(
      within(agentBlock()!)
        .getAllByText(/./, { selector: 'label' })
        .map((label) => label.textContent),
    ).toEqual(AGENT_FIELDS.map((name) => `${TABLE[name].label}${TABLE[name].required ? ' *' : ''}`));
    await user.click(screen.getByLabelText(/I am the consumer/));
    expect(agentBlock()).toBeNull();
  });

  it('submitting empty shows every validation message on its field, tied with aria, focus on the first invalid field; each clears as it is fixed', async () => {
    const user = userEvent.setup();
    renderForm(<PrivacyRequestForm />);
    await user.click(submit());

    const boxes = screen.getAllByRole('checkbox');
    await waitFor(() => expect(boxes[0]).toHaveFocus());
    for (const box of boxes) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(errorFor(box)).toBe(PRIVACY_MESSAGES.requestTypes);
    }
    for (const radio of screen.getAllByRole('radio')) expect(errorFor(radio)).toBe(PRIVACY_MESSAGES.requestMaker);
    expect(control('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(errorFor(control('Email'))).toBe(PRIVACY_MESSAGES.email);
    expect(errorFor(control('State'))).toBe(PRIVACY_MESSAGES.state);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      PRIVACY_MESSAGES.requestTypes,
      PRIVACY_MESSAGES.requestMaker,
      PRIVACY_MESSAGES.email,
      PRIVACY_MESSAGES.state,
    ]);
    // Optional fields are never invalid.
    expect(control('First Name')).not.toHaveAttribute('aria-invalid');
    expect(api.bodies).toEqual([]);

    // Focus goes to the first invalid field in screen order, and errors clear as they are fixed.
    fillPrivacyForm({ email: 'not-an-email', state: '' });
    await user.click(submit());
    await waitFor(() => expect(control('Email')).toHaveFocus());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      PRIVACY_MESSAGES.email,
      PRIVACY_MESSAGES.state,
    ]);

    await user.clear(control('Email'));
    await user.type(control('Email'), 'ada@example.com');
    await waitFor(() => expect(control('Email')).not.toHaveAttribute('aria-invalid'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([PRIVACY_MESSAGES.state]);
  });

  it('an agent missing a required field sees the agent message on Agent Full Name, which gets focus', async () => {
    const user = userEvent.setup();
    renderForm(<PrivacyRequestForm />);
    fillPrivacyForm({ agent: true, consumerEmail: 'bad-address' });
    await user.clear(control('Agent Email'));
    await user.click(submit());
    await waitFor(() => expect(control('Agent Full Name')).toHaveFocus());
    expect(errorFor(control('Agent Full Name'))).toBe(PRIVACY_MESSAGES.agent);
    expect(control('Agent Full Name')).toHaveAttribute('aria-invalid', 'true');
    // The empty agent email points at the same message; the filled consumer name does not.
    expect(control('Agent Email')).toHaveAttribute('aria-invalid', 'true');
    expect(errorFor(control('Agent Email'))).toBe(PRIVACY_MESSAGES.agent);
    expect(control('Consumer Full Name')).not.toHaveAttribute('aria-invalid');
    expect(errorFor(control('Consumer Email (optional)'))).toBe(PRIVACY_MESSAGES.email);
    expect(api.bodies).toEqual([]);
  });
});

describe('PrivacyRequestForm: submitting', () => {
  it('pending: button disabled with Submitting...; sent: the payload builder’s body, hostile input in it unchanged, a toast, the confirmation with the summary as plain text, the agent too, focus on its heading', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    api.reply(() => answer.promise);
    renderForm(<PrivacyRequestForm />);
    const values = fillPrivacyForm({
      agent: true,
      firstName: HOSTILE.html,
      lastName: `${HOSTILE.rtl} ${HOSTILE.emoji}`,
      streetAddress: HOSTILE.long,
      agentFullName: `${HOSTILE.rtl} <b>agent</b>`,
    });
    const before = Date.now();
    await user.click(submit());

    await waitFor(() => expect(submit()).toHaveTextContent('Submitting...'));
    expect(submit()).toBeDisabled();
    expect(submit().querySelector('svg.animate-spin')).not.toBeNull();
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    const { submittedAt } = (api.bodies[0] as { fields: { submittedAt: string } }).fields;
    expect(api.bodies[0]).toStrictEqual(buildPrivacyPayload(values, new Date(submittedAt)));
    expect(Date.parse(submittedAt)).toBeGreaterThanOrEqual(before - 1000);

    answer.resolve(HttpResponse.json({ ok: true, id: 'x' }));
    const heading = await confirmation();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await findToast('Request Submitted')).toBeInTheDocument();
    expect(await findToast('Your privacy request has been submitted successfully.')).toBeInTheDocument();

    const view = heading.closest('section')!;
    expect(within(view).getByText('Your privacy request has been received.')).toBeInTheDocument();
    expect(within(view).getByText(formatSubmittedAt(submittedAt))).toHaveAttribute('datetime', submittedAt);
    for (const chosen of values.requestTypes)
      expect(
        within(view).getByText(optionsOf(PRIVACY_FIELDS.requestTypes).find((o) => o.value === chosen)!.label),
      ).toBeInTheDocument();
    expect(row(view, 'Name')).toBe(`${values.firstName} ${values.lastName}`);
    expect(row(view, 'Email')).toBe(values.email);
    expect(row(view, 'Agent name')).toBe(values.agentFullName);
    expect(row(view, 'Agent email')).toBe(values.agentEmail);
    expect(view.querySelector('img, script, b')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(within(view).getByRole('heading', { name: 'What happens next?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Privacy Request' })).toBeNull();
  });

  it('Submit Another Request clears every field and returns to the form, focus on its heading', async () => {
    const user = userEvent.setup();
    renderForm(<PrivacyRequestForm />);
    fillPrivacyForm({ agent: true });
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Submit Another Request' }));

    const heading = await screen.findByRole('heading', { name: 'Make a privacy request' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(agentBlock()).toBeNull();
    // Nothing ticked or chosen (FormData leaves those out), every other control empty.
    const blank = (values: Record<string, unknown>) =>
      Object.fromEntries(Object.keys(values).map((name) => [name, '']));
    expect(formValues()).toEqual(blank(formValues()));
    expect(Object.keys(formValues())).not.toContain('requestTypes');
    expect(screen.queryByRole('alert')).toBeNull();
    // The agent fields were cleared too.
    await user.click(screen.getByLabelText(/I am an authorized agent/));
    for (const name of AGENT_FIELDS) expect(control(PRIVACY_FIELDS[name].label).value, name).toBe('');
    // And the cleared form validates from scratch.
    await user.click(submit());
    expect(await screen.findByText(PRIVACY_MESSAGES.requestTypes)).toBeInTheDocument();
  });

  // Any failed answer, a captive portal's page included, is a failure for both forms (useFormSubmission).
  it('failure (a 500 with an error body): toast and a persistent inline notice, every field kept, button enabled', async () => {
    const user = userEvent.setup();
    api.reply(() => HttpResponse.json({ error: 'Database unavailable' }, { status: 500 }));
    renderForm(<PrivacyRequestForm />);
    fillPrivacyForm({ agent: true });
    const filled = formValues();
    await user.click(submit());

    expect(await findToast('Submission Failed')).toBeInTheDocument();
    expect(await findToast(FAILURE)).toBeInTheDocument();
    const notice = await screen.findByText(FAILURE, { selector: '[role="alert"] *' });
    expect(notice.closest('[role="alert"]')).toHaveTextContent(`Submission Failed${FAILURE}`);
    expect(screen.queryByText('Database unavailable')).toBeNull();
    expect(submit()).toBeEnabled();
    expect(submit()).toHaveTextContent('Submit Privacy Request');
    expect(formValues()).toEqual(filled);

    // Trying again works, and the notice goes away.
    api.reply(() => HttpResponse.json({ ok: true }));
    await user.click(submit());
    expect(await confirmation()).toBeInTheDocument();
    expect(screen.queryByText(FAILURE, { selector: '[role="alert"] *' })).toBeNull();
  });
});

describe('PrivacyRequestForm: Global Privacy Control', () => {
  const sendSignal = () => ((navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl = true);

  it('says the signal is detected and honored for this browser, and how to opt out of the audience data as well', async () => {
    sendSignal();
    renderForm(<PrivacyRequestForm />);
    expect(await screen.findByText('Global Privacy Control signal detected')).toBeInTheDocument();
    const notice = screen.getByRole('status').textContent ?? '';
    expect(notice).toMatch(/opt out of the sale or sharing of your personal information and of targeted advertising/);
    expect(notice).toMatch(/for this browser, where applicable law gives you that right/);
    expect(notice).toContain(GPC_TEXT.audienceData);
    expect(findBannedPhrases(notice).map((hit) => hit.id)).toEqual([]);
  });

  it('on the confirmation, says no more than the signal: the form its advice points to is gone', async () => {
    sendSignal();
    const user = userEvent.setup();
    renderForm(<PrivacyRequestForm />);
    fillPrivacyForm();
    await user.click(submit());
    // A consumer's own request: no agent in the summary.
    expect(within((await confirmation()).closest('section')!).queryByText('Agent name')).toBeNull();
    const notice = screen.getByText('Global Privacy Control signal detected').parentElement!.textContent ?? '';
    expect(notice).toMatch(/for this browser, where applicable law gives you that right\.$/);
    expect(notice).not.toContain('below');
  });

  it('says nothing without the signal', () => {
    renderForm(<PrivacyRequestForm />);
    expect(screen.queryByText('Global Privacy Control signal detected')).toBeNull();
    (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl = false;
    renderForm(<PrivacyRequestForm />);
    expect(screen.queryByText('Global Privacy Control signal detected')).toBeNull();
  });
});
