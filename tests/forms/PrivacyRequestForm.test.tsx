import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PrivacyRequestForm } from '@/features/privacy-request/PrivacyRequestForm';
import { formatSubmittedAt } from '@/features/privacy-request/PrivacyRequestConfirmation';
import { PRIVACY_MESSAGES } from '@/features/privacy-request/schema';
import { REQUEST_TYPE_OPTIONS, STATE_OPTIONS } from '@/features/privacy-request/options';
import { site } from '@/config/site';
import { GPC_TEXT } from '@/features/privacy-request/gpcText';
import { deferred, dismissToasts, findToast, HOSTILE, renderForm, submitServer } from './helpers';
import { findBannedPhrases } from '../../tools/content/bannedPhrases';

const api = submitServer();
beforeAll(() => api.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  api.reset();
  dismissToasts();
  delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
});
afterAll(() => api.server.close());

const FAILURE = `Unable to submit your privacy request. Please try again or contact ${site.privacyEmail} directly.`;

type User = ReturnType<typeof userEvent.setup>;
const submit = () => screen.getByRole('button', { name: /Submit Privacy Request|Submitting/ });
const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const agentBlock = () => screen.queryByRole('group', { name: 'Authorized agent information' });

async function fillValid(user: User, { agent = false } = {}) {
  await user.click(screen.getByLabelText('Access (know what data you have about me)'));
  await user.click(screen.getByLabelText('Opt out of sale, sharing, or targeted advertising'));
  await user.click(screen.getByLabelText(agent ? /I am an authorized agent/ : /I am the consumer/));
  if (agent) {
    await user.type(input(/^Agent Full Name/), 'Grace Hopper');
    await user.type(input(/^Agent Email/), 'grace@example.com');
    await user.type(input(/^Consumer Full Name/), 'Ada Lovelace');
  }
  await user.type(input(/^First Name/), 'Ada');
  await user.type(input(/^Last Name/), 'Lovelace');
  await user.type(input(/^Email/), 'ada@example.com');
  await user.type(input(/^City/), 'Albany');
  await user.selectOptions(screen.getByLabelText(/^State/), 'New York');
}

/** The error text a control is described by. */
function errorFor(element: HTMLElement): string | undefined {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert')?.textContent ??
    undefined
  );
}

describe('PrivacyRequestForm: editing', () => {
  it('idle: the four sections as fieldsets, six request types, two makers, no agent block, the state select', () => {
    renderForm(<PrivacyRequestForm />);
    expect(screen.getByRole('heading', { level: 2, name: 'Make a privacy request' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /What would you like us to do/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Who is making this request/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Identifying information' })).toBeInTheDocument();
    expect(agentBlock()).toBeNull();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')!.textContent)).toEqual(
      REQUEST_TYPE_OPTIONS.map((option) => option.label),
    );
    expect(boxes.every((box) => !(box as HTMLInputElement).checked)).toBe(true);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(['self', 'agent']);
    expect(radios.every((radio) => !radio.checked)).toBe(true);
    const state = screen.getByLabelText(/^State/) as HTMLSelectElement;
    expect([...state.options].map((option) => option.text)).toEqual(['Select a state', ...STATE_OPTIONS]);
    expect(state.value).toBe('');
    for (const label of ['First Name', 'Last Name', 'Phone Number', 'Street Address', 'City', 'ZIP Code']) {
      expect(screen.getByText(label, { selector: 'label' }).textContent).toBe(label);
    }
    for (const label of ['Email', 'State'])
      expect(screen.getByText(label, { selector: 'label' }).textContent).toBe(`${label} *`);
    expect(input(/^Email/)).toHaveAttribute('type', 'email');
    expect(submit()).toHaveTextContent('Submit Privacy Request');
    expect(submit()).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('choosing agent reveals the agent fields (required ones marked), choosing self hides them', async () => {
    const user = userEvent.setup();
    renderForm(<PrivacyRequestForm />);
    await user.click(screen.getByLabelText(/I am an authorized agent/));
    const block = agentBlock()!;
    expect(block).toBeInTheDocument();
    expect(
      within(block)
        .getAllByText(/./, { selector: 'label' })
        .map((label) => label.textContent),
    ).toEqual(['Agent Full Name *', 'Agent Email *', 'Consumer Full Name *', 'Consumer Email (optional)']);
    await user.click(screen.getByLabelText(/I am the consumer/));
    expect(agentBlock()).toBeNull();
  });

  it('submitting empty shows every validation message on its field, tied with aria, focus on the first invalid field', async () => {
    const user = userEvent.setup();
    renderForm(<PrivacyRequestForm />);
    await user.click(submit());

    const boxes = screen.getAllByRole('checkbox');
    await waitFor(() => expect(boxes[0]).toHaveFocus());
    for (const box of boxes) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(errorFor(box)).toBe(PRIVACY_MESSAGES.requestTypes);
    }
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      expect(errorFor(radio)).toBe(PRIVACY_MESSAGES.requestMaker);
    }
    expect(input(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(errorFor(input(/^Email/))).toBe('Please enter a valid email address');
    expect(errorFor(screen.getByLabelText(/^State/))).toBe('Please select a state');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please select at least one request type',
      'Please select who is making this request',
      'Please enter a valid email address',
      'Please select a state',
    ]);
    // Optional fields are never invalid.
    expect(input(/^First Name/)).not.toHaveAttribute('aria-invalid');
    expect(api.bodies).toEqual([]);
  });

  it('focus goes to the first invalid field in screen order, and errors clear as they are fixed', async () => {
    const user = userEvent.setup();
    renderForm(<PrivacyRequestForm />);
    await fillValid(user);
    await user.clear(input(/^Email/));
    await user.type(input(/^Email/), 'not-an-email');
    await user.selectOptions(screen.getByLabelText(/^State/), '');
    await user.click(submit());
    await waitFor(() => expect(input(/^Email/)).toHaveFocus());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter a valid email address',
      'Please select a state',
    ]);

    await user.clear(input(/^Email/));
    await user.type(input(/^Email/), 'ada@example.com');
    await waitFor(() => expect(input(/^Email/)).not.toHaveAttribute('aria-invalid'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please select a state']);
  });

  it('an agent missing a required field sees the agent message on Agent Full Name, which gets focus', async () => {
    const user = userEvent.setup();
    renderForm(<PrivacyRequestForm />);
    await fillValid(user, { agent: true });
    await user.clear(input(/^Agent Email/));
    await user.type(input(/^Consumer Email/), 'bad-address');
    await user.click(submit());
    await waitFor(() => expect(input(/^Agent Full Name/)).toHaveFocus());
    expect(errorFor(input(/^Agent Full Name/))).toBe(PRIVACY_MESSAGES.agent);
    expect(input(/^Agent Full Name/)).toHaveAttribute('aria-invalid', 'true');
    // The empty agent email points at the same message; the filled consumer name does not.
    expect(input(/^Agent Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(errorFor(input(/^Agent Email/))).toBe(PRIVACY_MESSAGES.agent);
    expect(input(/^Consumer Full Name/)).not.toHaveAttribute('aria-invalid');
    expect(errorFor(input(/^Consumer Email/))).toBe('Please enter a valid email address');
    expect(api.bodies).toEqual([]);
  });
});

describe('PrivacyRequestForm: submitting', () => {
  it('pending: button disabled with Submitting...; success: toast, confirmation with the summary, focus on its heading', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    api.reply(() => answer.promise);
    renderForm(<PrivacyRequestForm />);
    await fillValid(user);
    const before = Date.now();
    await user.click(submit());

    await waitFor(() => expect(submit()).toHaveTextContent('Submitting...'));
    expect(submit()).toBeDisabled();
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    const body = api.bodies[0] as { fields: { submittedAt: string } };
    expect(body).toStrictEqual({
      formType: 'privacy',
      email: 'ada@example.com',
      fields: {
        requestTypes: ['access', 'opt-out'],
        requestMaker: 'self',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phoneNumber: '',
        streetAddress: '',
        city: 'Albany',
        state: 'New York',
        zip: '',
        submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    });
    expect(Date.parse(body.fields.submittedAt)).toBeGreaterThanOrEqual(before - 1000);

    answer.resolve(HttpResponse.json({ ok: true, id: 'x' }));
    const heading = await screen.findByRole('heading', { name: 'Request Submitted Successfully' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await findToast('Request Submitted')).toBeInTheDocument();
    expect(await findToast('Your privacy request has been submitted successfully.')).toBeInTheDocument();

    const view = heading.closest('section')!;
    expect(within(view).getByText('Your privacy request has been received.')).toBeInTheDocument();
    expect(within(view).getByText(formatSubmittedAt(body.fields.submittedAt))).toHaveAttribute(
      'datetime',
      body.fields.submittedAt,
    );
    expect(within(view).getByText('Access (know what data you have about me)')).toBeInTheDocument();
    expect(within(view).getByText('Opt out of sale, sharing, or targeted advertising')).toBeInTheDocument();
    expect(within(view).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(view).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(view).queryByText('Agent name')).toBeNull();
    expect(within(view).getByRole('heading', { name: 'What happens next?' })).toBeInTheDocument();
    expect(
      within(view)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
        .slice(-3),
    ).toEqual([
      'We will process your request within the timeframe required by applicable law.',
      'We may contact you to verify your identity before we act on your request.',
      'We will send a confirmation and the results of your request to the email address you gave us.',
    ]);
    expect(screen.queryByRole('button', { name: 'Submit Privacy Request' })).toBeNull();
  });

  it('an agent’s request sends the agent fields and shows the agent in the confirmation', async () => {
    const user = userEvent.setup();
    renderForm(<PrivacyRequestForm />);
    await fillValid(user, { agent: true });
    await user.click(submit());
    const heading = await screen.findByRole('heading', { name: 'Request Submitted Successfully' });
    expect(api.bodies[0]).toMatchObject({
      fields: {
        requestMaker: 'agent',
        agentFullName: 'Grace Hopper',
        agentEmail: 'grace@example.com',
        consumerFullName: 'Ada Lovelace',
        consumerEmail: '',
      },
    });
    const view = within(heading.closest('section')!);
    expect(view.getByText('Agent name').nextElementSibling).toHaveTextContent('Grace Hopper');
    expect(view.getByText('Agent email').nextElementSibling).toHaveTextContent('grace@example.com');
  });

  it('Submit Another Request clears every field and returns to the form, focus on its heading', async () => {
    const user = userEvent.setup();
    renderForm(<PrivacyRequestForm />);
    await fillValid(user, { agent: true });
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Submit Another Request' }));

    const heading = await screen.findByRole('heading', { name: 'Make a privacy request' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(agentBlock()).toBeNull();
    for (const label of [
      /^First Name/,
      /^Last Name/,
      /^Email/,
      /^Phone Number/,
      /^Street Address/,
      /^City/,
      /^ZIP Code/,
    ]) {
      expect(input(label).value).toBe('');
    }
    expect((screen.getByLabelText(/^State/) as HTMLSelectElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    // The agent fields were cleared too.
    await user.click(screen.getByLabelText(/I am an authorized agent/));
    expect(input(/^Agent Full Name/).value).toBe('');
    expect(input(/^Agent Email/).value).toBe('');
    // And the cleared form validates from scratch.
    await user.click(submit());
    expect(await screen.findByText('Please select at least one request type')).toBeInTheDocument();
  });

  for (const [name, reply] of [
    ['a 500 with an error body', () => HttpResponse.json({ error: 'Database unavailable' }, { status: 500 })],
    ['a 500 without a body', () => new HttpResponse(null, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ["a 200 that is not the API's (a captive portal's page)", () => HttpResponse.html('<h1>Sign in</h1>')],
  ] as const) {
    it(`failure (${name}): toast and a persistent inline notice, every field kept, button enabled`, async () => {
      const user = userEvent.setup();
      api.reply(reply);
      renderForm(<PrivacyRequestForm />);
      await fillValid(user, { agent: true });
      await user.click(submit());

      expect(await findToast('Submission Failed')).toBeInTheDocument();
      expect(await findToast(FAILURE)).toBeInTheDocument();
      const notice = await screen.findByText(FAILURE, { selector: '[role="alert"] *' });
      expect(notice.closest('[role="alert"]')).toHaveTextContent(`Submission Failed${FAILURE}`);
      expect(screen.queryByText('Database unavailable')).toBeNull();
      expect(submit()).toBeEnabled();
      expect(submit()).toHaveTextContent('Submit Privacy Request');
      expect((screen.getByLabelText('Access (know what data you have about me)') as HTMLInputElement).checked).toBe(
        true,
      );
      expect((screen.getByLabelText(/I am an authorized agent/) as HTMLInputElement).checked).toBe(true);
      expect(input(/^Agent Full Name/).value).toBe('Grace Hopper');
      expect(input(/^Email/).value).toBe('ada@example.com');
      expect((screen.getByLabelText(/^State/) as HTMLSelectElement).value).toBe('New York');

      // Trying again works, and the notice goes away.
      api.reply(() => HttpResponse.json({ ok: true }));
      await user.click(submit());
      expect(await screen.findByRole('heading', { name: 'Request Submitted Successfully' })).toBeInTheDocument();
      expect(screen.queryByText(FAILURE, { selector: '[role="alert"] *' })).toBeNull();
    });
  }

  it('a double click sends one request', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    api.reply(() => answer.promise);
    renderForm(<PrivacyRequestForm />);
    await fillValid(user);
    await user.dblClick(submit());
    await user.click(submit());
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    answer.resolve(HttpResponse.json({ ok: true }));
    await screen.findByRole('heading', { name: 'Request Submitted Successfully' });
    expect(api.bodies).toHaveLength(1);
  });

  it('hostile input is sent unchanged and shown as plain text in the confirmation', async () => {
    const user = userEvent.setup();
    renderForm(<PrivacyRequestForm />);
    await fillValid(user, { agent: true });
    const paste = async (label: RegExp, text: string) => {
      await user.clear(input(label));
      input(label).focus();
      await user.paste(text);
    };
    await paste(/^First Name/, HOSTILE.html);
    await paste(/^Last Name/, `${HOSTILE.rtl} ${HOSTILE.emoji}`);
    await paste(/^Street Address/, HOSTILE.long);
    await paste(/^Agent Full Name/, `${HOSTILE.rtl} <b>agent</b>`);
    await user.click(submit());

    const heading = await screen.findByRole('heading', { name: 'Request Submitted Successfully' });
    expect(api.bodies[0]).toMatchObject({
      fields: {
        firstName: HOSTILE.html,
        lastName: `${HOSTILE.rtl} ${HOSTILE.emoji}`,
        streetAddress: HOSTILE.long,
        agentFullName: `${HOSTILE.rtl} <b>agent</b>`,
      },
    });
    const view = heading.closest('section')!;
    expect(within(view).getByText('Name').nextElementSibling!.textContent).toBe(
      `${HOSTILE.html} ${HOSTILE.rtl} ${HOSTILE.emoji}`,
    );
    expect(within(view).getByText('Agent name').nextElementSibling!.textContent).toBe(`${HOSTILE.rtl} <b>agent</b>`);
    expect(view.querySelector('img, script, b')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

describe('PrivacyRequestForm: Global Privacy Control', () => {
  it('says the signal is detected and honored when the browser sends it', async () => {
    (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl = true;
    renderForm(<PrivacyRequestForm />);
    expect(await screen.findByText('Global Privacy Control signal detected')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      /opt out of the sale or sharing of your personal information and of targeted advertising/,
    );
  });

  it('says the signal covers this browser, and how to opt out of the audience data as well', async () => {
    (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl = true;
    renderForm(<PrivacyRequestForm />);
    await screen.findByText('Global Privacy Control signal detected');
    const notice = screen.getByRole('status').textContent ?? '';
    expect(notice).toMatch(/for this browser, where applicable law gives you that right/);
    expect(notice).toContain(GPC_TEXT.audienceData);
    expect(findBannedPhrases(notice).map((hit) => hit.id)).toEqual([]);
  });

  it('on the confirmation, says no more than the signal: the form its advice points to is gone', async () => {
    (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl = true;
    const user = userEvent.setup();
    renderForm(<PrivacyRequestForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Privacy Request' }));
    await screen.findByRole('heading', { name: 'Request Submitted Successfully' });
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

  it('is never part of the server-rendered HTML', async () => {
    (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl = true;
    const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
    const html = renderToString(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <PrivacyRequestForm />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(html).toContain('Make a privacy request');
    expect(html).not.toContain('Global Privacy Control');
  });
});
