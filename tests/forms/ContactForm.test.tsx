import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { ContactForm } from '@/features/contact/ContactForm';
import { CONTACT_FIELDS } from '@/features/contact/fields';
import { buildContactPayload } from '@/features/contact/payload';
import { CONTACT_TEXT } from '@/features/contact/messages';
import { emptyValues } from '@/components/forms/fieldTable';
import { HOSTILE } from '../../e2e/support/formSamples';
import { control, deferred, fillContactForm, findToast, formValues, renderForm, submitServerForFile } from './helpers';

const api = submitServerForFile();

const button = () => screen.getByRole('button', { name: /Send Message|Submitting/ });
const EMPTY = emptyValues(CONTACT_FIELDS);
/** Hostile text in every field that takes any text. */
const HOSTILE_VALUES = {
  firstName: HOSTILE.rtl,
  lastName: HOSTILE.emoji,
  company: HOSTILE.html,
  message: [HOSTILE.html, HOSTILE.emoji, HOSTILE.rtl, HOSTILE.long].join(' '),
};

describe('ContactForm', () => {
  it('idle: a labelled control for every field of the table, required and marked as its rule says, Send Message', () => {
    renderForm(<ContactForm />);
    for (const field of Object.values(CONTACT_FIELDS)) {
      const refusesEmpty = !field.rule.safeParse('').success;
      expect(control(field.label).required, field.label).toBe(refusesEmpty);
      expect(control(field.label).labels![0].textContent, field.label).toBe(
        `${field.label}${refusesEmpty ? ' *' : ''}`,
      );
      if (field.kind === 'textarea') expect(control(field.label).tagName).toBe('TEXTAREA');
      else expect(control(field.label)).toHaveAttribute('type', field.kind);
    }
    expect(button()).toHaveTextContent('Send Message');
    expect(button()).toBeEnabled();
  });

  it('the browser’s required and email checks stop an incomplete form: nothing is sent', async () => {
    const user = userEvent.setup();
    renderForm(<ContactForm />);
    // The browser decides within the click: it fires `invalid` on the fields that fail, or `submit`, whose
    // handler is the only way to a request.
    const form = screen.getByRole('form', { name: 'Send us a message' });
    const events: string[] = [];
    for (const type of ['invalid', 'submit']) form.addEventListener(type, () => events.push(type), true);
    fillContactForm({ lastName: '' });
    await user.click(button());
    expect(control('Last Name').validity.valueMissing).toBe(true);
    fillContactForm({ email: 'not-an-email' });
    await user.click(button());
    expect(control('Email').validity.typeMismatch).toBe(true);
    expect(events).toContain('invalid');
    expect(events).not.toContain('submit');
    expect(api.bodies).toEqual([]);
  });

  it('sends the payload builder’s exact body (an empty optional field as "") once for a double click and more, pending meanwhile, then toasts success and empties', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    api.reply(() => answer.promise);
    renderForm(<ContactForm />);
    const values = fillContactForm({ company: '' });
    await user.dblClick(button());
    await user.click(button());

    await waitFor(() => expect(button()).toHaveTextContent('Submitting...'));
    expect(button()).toBeDisabled();
    expect(button().querySelector('svg.animate-spin')).not.toBeNull();
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    expect(api.bodies[0]).toStrictEqual(buildContactPayload(values));

    answer.resolve(HttpResponse.json({ ok: true, id: 'x' }));
    expect(await findToast('Submission received.')).toBeInTheDocument();
    expect(api.bodies).toHaveLength(1);
    await waitFor(() => expect(formValues()).toEqual(EMPTY));
    expect(button()).toHaveTextContent('Send Message');
    expect(button()).toBeEnabled();
  });

  // What each kind of failure says is contactErrorMessage's (tests/forms/contactSchema.test.ts). Every field
  // holds hostile text, and so does the first answer's error: sent unchanged, none of it becomes markup.
  it.each([
    {
      name: 'a non-OK answer with error text',
      message: HOSTILE.html,
      reply: () => HttpResponse.json({ error: HOSTILE.html }, { status: 503 }),
    },
    {
      name: "a 200 that is not the API's (a captive portal's page)",
      message: CONTACT_TEXT.networkError,
      reply: () => HttpResponse.html('<h1>Sign in</h1>'),
    },
  ])('$name: the toast says so, every value is kept, and it can be sent again', async ({ reply, message }) => {
    const user = userEvent.setup();
    api.reply(reply);
    renderForm(<ContactForm />);
    const values = fillContactForm(HOSTILE_VALUES);
    await user.click(button());
    expect(await findToast(message)).toBeInTheDocument();
    expect(api.bodies[0]).toStrictEqual(buildContactPayload(values));
    expect(document.querySelectorAll('img, script')).toHaveLength(0);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(screen.queryByText('Submission received.')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(formValues()).toEqual(values);
    expect(button()).toBeEnabled();
    api.reply(() => HttpResponse.json({ ok: true }));
    await user.click(button());
    expect(await findToast('Submission received.')).toBeInTheDocument();
  });

  it('a new attempt clears the last failure toast, and the next failure keeps its own', async () => {
    // sonner applies a dismissal one animation frame later, and the toaster one more: the frames run
    // here by hand, so the next failure lands between the two, as a quick answer does in a browser.
    const frames = new Map<number, FrameRequestCallback>();
    let lastFrame = 0;
    vi.stubGlobal(
      'requestAnimationFrame',
      (callback: FrameRequestCallback) => frames.set(++lastFrame, callback) && lastFrame,
    );
    vi.stubGlobal('cancelAnimationFrame', (handle: number) => frames.delete(handle));
    const runFrames = () =>
      act(() => {
        const due = [...frames.values()];
        frames.clear();
        due.forEach((callback) => callback(performance.now()));
      });
    try {
      const user = userEvent.setup();
      api.reply(() => HttpResponse.json({ error: 'First failure.' }, { status: 500 }));
      renderForm(<ContactForm />);
      fillContactForm();
      await user.click(button());
      expect(await findToast('First failure.')).toBeInTheDocument();

      const second = deferred<Response>();
      api.reply(() => second.promise);
      await user.click(button());
      runFrames(); // the dismissal of the first failure's toast is published...
      second.resolve(HttpResponse.json({ error: 'Second failure.' }, { status: 500 }));
      expect(await findToast('Second failure.')).toBeInTheDocument();
      runFrames(); // ...and applied by the toaster, after the second failure's toast has appeared
      // Applied within the frame: the dismissed toast is marked for its exit, and only the first one is.
      const leaving = [...document.querySelectorAll('[data-sonner-toast][data-removed="true"]')];
      expect(leaving.map((toast) => toast.textContent)).toEqual([expect.stringContaining('First failure.')]);
      await waitFor(() => expect(leaving[0].isConnected).toBe(false));
      const toasts = [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => toast.textContent);
      expect(toasts).toEqual([expect.stringContaining('Second failure.')]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
