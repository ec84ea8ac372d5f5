import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { ContactForm } from '@/features/contact/ContactForm';
import { PrivacyRequestForm } from '@/features/privacy-request/PrivacyRequestForm';
import { rememberFormControls } from '@/components/forms/rememberedControls';
import { buildContactPayload } from '@/features/contact/payload';
import { buildPrivacyPayload } from '@/features/privacy-request/payload';
import { AGENT_FIELDS } from '@/features/privacy-request/fields';
import { AGENT_SAMPLE, CONTACT_SAMPLE } from '../../e2e/support/formSamples';
import { formValues, submitServerForFile } from './helpers';

/**
 * The forms as a visitor meets them on a slow connection: the prerendered HTML first, edited before the
 * app arrives, then hydrated. What they typed must stay in the fields and be what is sent. In Chromium
 * (e2e/forms-before-hydration.spec.ts): the waiting button and the notes for JavaScript off or late, the
 * contact form hydrated over its input, and the privacy form translated first, so rendered afresh over it;
 * here, the other way round.
 */

const api = submitServerForFile();

const inQueryClient = (form: ReactElement) => (
  <MemoryRouter>
    <QueryClientProvider client={new QueryClient()}>{form}</QueryClientProvider>
  </MemoryRouter>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** Serves the form's prerendered HTML, lets `edit` change it as a visitor would, then hydrates it. */
async function prerenderEditHydrate(form: ReactElement, edit: () => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(inQueryClient(form));
  document.body.append(container);
  edit();
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, inQueryClient(form), { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors, 'hydration errors').toEqual([]);
  return container;
}

const control = <T extends HTMLElement = HTMLInputElement>(selector: string) =>
  document.querySelector(selector) as unknown as T;

/** Types into a control the way the browser does before any script runs: the value changes, nothing else. */
function type(selector: string, text: string) {
  control<HTMLInputElement | HTMLTextAreaElement>(selector).value = text;
}

/** Fills in the controls of each name as the browser does before any script runs: a value, a box or a radio changes. */
function editByName(values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(values))
    for (const input of document.querySelectorAll<HTMLInputElement>(`[name="${name}"]`))
      if (input.type === 'checkbox' || input.type === 'radio') input.checked = [value].flat().includes(input.value);
      else if (value) input.value = String(value);
}

it('a prerendered form posts, should the browser ever send it itself: nothing typed goes into a URL', () => {
  for (const form of [<ContactForm key="contact" />, <PrivacyRequestForm key="privacy" />])
    expect(renderToString(inQueryClient(form))).toMatch(/<form [^>]*method="post"/);
});

describe('input before hydration', () => {
  it('privacy: checkboxes, the agent radio, text and the state select survive; the agent block appears', async () => {
    // Not the first box alone, nor the first radio: the last box too, and the agent.
    const sent: typeof AGENT_SAMPLE = { ...AGENT_SAMPLE, requestTypes: ['deletion', 'appeal'] };
    const agentFields = AGENT_FIELDS as string[];
    const onScreen = Object.fromEntries(Object.entries(sent).filter(([name]) => !agentFields.includes(name)));
    await prerenderEditHydrate(<PrivacyRequestForm />, () => editByName(onScreen));

    expect(await screen.findByRole('group', { name: 'Authorized agent information' })).toBeInTheDocument();
    expect(formValues()).toEqual({ ...onScreen, ...Object.fromEntries(agentFields.map((name) => [name, ''])) });
    // Filled after hydration: the values need to be there, not typed key by key.
    for (const name of agentFields)
      fireEvent.change(control(`[name="${name}"]`), { target: { value: sent[name as keyof typeof sent] } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Privacy Request' }));
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    const { submittedAt } = (api.bodies[0] as { fields: { submittedAt: string } }).fields;
    expect(api.bodies[0]).toStrictEqual(buildPrivacyPayload(sent, new Date(submittedAt)));
  });

  it('contact: when a translator edited the page first and React renders it afresh, every value is kept and sent', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(inQueryClient(<ContactForm />));
    document.body.append(container);
    type('#contact-first-name', 'Ada');
    type('#contact-email', 'ada@example.com');
    type('#contact-message', 'Typed, then the page was translated.');
    // Chrome's translator wraps the label's text: hydration cannot adopt this markup.
    const label = container.querySelector('label[for="contact-first-name"]')!;
    label.innerHTML = `<font>${label.innerHTML}</font>`;
    const prerendered = control('#contact-first-name');

    rememberFormControls(container);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, inQueryClient(<ContactForm />), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    // React rendered the form afresh: these are new fields, with the old ones' values.
    expect(errors).not.toEqual([]);
    expect(control('#contact-first-name')).not.toBe(prerendered);
    expect(control('#contact-first-name').value).toBe('Ada');
    expect(control<HTMLTextAreaElement>('#contact-message').value).toBe('Typed, then the page was translated.');

    fireEvent.change(screen.getByLabelText(/^Last Name/), { target: { value: 'Lovelace' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    expect(api.bodies[0]).toStrictEqual(
      buildContactPayload({ ...CONTACT_SAMPLE, company: '', message: 'Typed, then the page was translated.' }),
    );
  });

  it('privacy: the first radio, when it is the one chosen, is kept too', async () => {
    await prerenderEditHydrate(<PrivacyRequestForm />, () => {
      control('input[name="requestMaker"][value="self"]').checked = true;
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Privacy Request' })).toBeEnabled());
    expect(control('input[name="requestMaker"][value="self"]').checked).toBe(true);
    expect(screen.queryByRole('group', { name: 'Authorized agent information' })).toBeNull();
  });
});
