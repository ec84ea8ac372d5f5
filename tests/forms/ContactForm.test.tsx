import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { ContactForm } from '@/features/contact/ContactForm';
import { deferred, findToast, HOSTILE, renderForm, submitServerForFile, toastTexts } from './helpers';

const api = submitServerForFile();

const field = (name: RegExp) => screen.getByLabelText(name);
const button = () => screen.getByRole('button', { name: /Send Message|Submitting/ });

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<'first' | 'last' | 'email' | 'company' | 'message', string>> = {},
) {
  const v = {
    first: 'Ada',
    last: 'Lovelace',
    email: 'ada@example.com',
    company: '',
    message: 'Tell me more.',
    ...values,
  };
  await user.type(field(/^First Name/), v.first);
  await user.type(field(/^Last Name/), v.last);
  await user.type(field(/^Email/), v.email);
  if (v.company) await user.type(field(/^Company Name/), v.company);
  await user.type(field(/^Message/), v.message);
}

const values = () =>
  [/^First Name/, /^Last Name/, /^Email/, /^Company Name/, /^Message/].map(
    (name) => (field(name) as HTMLInputElement).value,
  );

describe('ContactForm', () => {
  it('idle: labelled fields, the four required ones marked and required, Send Message', () => {
    renderForm(<ContactForm />);
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
    for (const name of [/^First Name/, /^Last Name/, /^Email/, /^Message/]) {
      expect(field(name)).toBeRequired();
      expect(field(name).closest('div')!.querySelector('label')!.textContent).toMatch(/\*$/);
    }
    expect(field(/^Email/)).toHaveAttribute('type', 'email');
    expect(field(/^Message/).tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Company Name (Optional)')).not.toBeRequired();
    expect(button()).toHaveTextContent('Send Message');
    expect(button()).toBeEnabled();
  });

  it('the browser’s required checks stop an incomplete form: nothing is sent', async () => {
    const user = userEvent.setup();
    renderForm(<ContactForm />);
    // The browser decides within the click: it fires `invalid` on the fields that fail, or `submit`, whose
    // handler is the only way to a request.
    const form = screen.getByRole('form', { name: 'Send us a message' });
    const events: string[] = [];
    for (const type of ['invalid', 'submit']) form.addEventListener(type, () => events.push(type), true);
    await user.type(field(/^First Name/), 'Ada');
    await user.click(button());
    expect(field(/^Last Name/)).toBeInvalid();
    expect(events).toContain('invalid');
    expect(events).not.toContain('submit');
    expect(api.bodies).toEqual([]);
  });

  it('sends exactly the contact payload (formType, email, fields), shows the pending state, then toasts success and resets', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    api.reply(() => answer.promise);
    renderForm(<ContactForm />);
    await fill(user, { company: 'Acme' });
    await user.click(button());

    await waitFor(() => expect(button()).toHaveTextContent('Submitting...'));
    expect(button()).toBeDisabled();
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    expect(api.bodies[0]).toStrictEqual({
      formType: 'contact',
      email: 'ada@example.com',
      fields: { firstName: 'Ada', lastName: 'Lovelace', company: 'Acme', message: 'Tell me more.' },
    });

    answer.resolve(HttpResponse.json({ ok: true, id: 'x' }));
    expect(await findToast('Submission received.')).toBeInTheDocument();
    await waitFor(() => expect(values()).toEqual(['', '', '', '', '']));
    expect(button()).toHaveTextContent('Send Message');
    expect(button()).toBeEnabled();
  });

  it('a form rendered afresh while its submission is on its way stays sending, sends nothing more, and empties on the answer', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    api.reply(() => answer.promise);
    let renderAfresh!: () => void;
    // As RenderAfresh (src/components/layout/RenderAfresh.tsx) remounts a page after a translator's edit threw.
    function Remountable() {
      const [key, setKey] = useState(0);
      renderAfresh = () => setKey((k) => k + 1);
      return <ContactForm key={key} />;
    }
    renderForm(<Remountable />);
    await fill(user);
    await user.click(button());
    await waitFor(() => expect(api.bodies).toHaveLength(1));

    act(() => renderAfresh());
    expect(button()).toHaveTextContent('Submitting...');
    expect(button()).toBeDisabled();
    await fill(user);
    fireEvent.submit(screen.getByRole('form', { name: 'Send us a message' }));
    answer.resolve(HttpResponse.json({ ok: true, id: 'x' }));
    expect(await findToast('Submission received.')).toBeInTheDocument();
    await waitFor(() => expect(button()).toBeEnabled());
    expect(values()).toEqual(['', '', '', '', '']);
    expect(api.bodies).toHaveLength(1);
  });

  it('an empty company is sent as ""', async () => {
    const user = userEvent.setup();
    renderForm(<ContactForm />);
    await fill(user);
    await user.click(button());
    await findToast('Submission received.');
    expect((api.bodies[0] as { fields: { company: string } }).fields.company).toBe('');
  });

  it('a non-OK answer toasts the server’s error text and keeps every value', async () => {
    const user = userEvent.setup();
    api.reply(() => HttpResponse.json({ error: 'We are down for maintenance.' }, { status: 503 }));
    renderForm(<ContactForm />);
    await fill(user, { company: 'Acme' });
    await user.click(button());
    expect(await findToast('We are down for maintenance.')).toBeInTheDocument();
    expect(values()).toEqual(['Ada', 'Lovelace', 'ada@example.com', 'Acme', 'Tell me more.']);
    expect(button()).toBeEnabled();
  });

  it('a non-OK answer without error text toasts "An error occurred."', async () => {
    const user = userEvent.setup();
    api.reply(
      () =>
        new HttpResponse('<h1>Internal Server Error</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
    );
    renderForm(<ContactForm />);
    await fill(user);
    await user.click(button());
    expect(await findToast('An error occurred.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Internal Server Error' })).toBeNull();
    expect(values()[0]).toBe('Ada');
  });

  it('a network failure toasts "Network error. Please try again later." and keeps every value', async () => {
    const user = userEvent.setup();
    api.reply(() => HttpResponse.error());
    renderForm(<ContactForm />);
    await fill(user);
    await user.click(button());
    expect(await findToast('Network error. Please try again later.')).toBeInTheDocument();
    expect(values()).toEqual(['Ada', 'Lovelace', 'ada@example.com', '', 'Tell me more.']);
    expect(button()).toBeEnabled();
    // And it can be sent again.
    api.reply(() => HttpResponse.json({ ok: true }));
    await user.click(button());
    expect(await findToast('Submission received.')).toBeInTheDocument();
  });

  it("a 200 that is not the API's (a captive portal's page) is no success: the network toast, every value kept", async () => {
    const user = userEvent.setup();
    api.reply(() => HttpResponse.html('<html><h1>Sign in to the Wi-Fi</h1></html>'));
    renderForm(<ContactForm />);
    await fill(user);
    await user.click(button());
    expect(await findToast('Network error. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('Submission received.')).toBeNull();
    expect(values()).toEqual(['Ada', 'Lovelace', 'ada@example.com', '', 'Tell me more.']);
    expect(button()).toBeEnabled();
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
      await fill(user);
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
      expect(toastTexts()).toEqual([expect.stringContaining('Second failure.')]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a double click sends one request', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    api.reply(() => answer.promise);
    renderForm(<ContactForm />);
    await fill(user);
    await user.dblClick(button());
    await user.click(button());
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    answer.resolve(HttpResponse.json({ ok: true }));
    await findToast('Submission received.');
    expect(api.bodies).toHaveLength(1);
  });

  it('hostile text is sent unchanged and never becomes markup', async () => {
    const user = userEvent.setup();
    api.reply(() => HttpResponse.json({ error: HOSTILE.html }, { status: 400 }));
    renderForm(<ContactForm />);
    const message = [HOSTILE.html, HOSTILE.emoji, HOSTILE.rtl, HOSTILE.long].join(' ');
    await fill(user, { first: HOSTILE.rtl, message: 'x' });
    await user.clear(field(/^Message/));
    // user.type is slow for 10,000 characters; paste is what a visitor would do anyway.
    field(/^Message/).focus();
    await user.paste(message);
    await user.click(button());
    // The server's error text is shown as text too.
    expect(await findToast(HOSTILE.html)).toBeInTheDocument();
    expect(api.bodies[0]).toMatchObject({ fields: { firstName: HOSTILE.rtl, message } });
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
