import { describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { RenderAfresh } from '@/components/layout/RenderAfresh';
import { ContactForm } from '@/features/contact/ContactForm';
import { PrivacyRequestForm } from '@/features/privacy-request/PrivacyRequestForm';
import { CONTACT_FIELDS } from '@/features/contact/fields';
import { emptyValues } from '@/components/forms/fieldTable';
import {
  deferred,
  fillContactForm,
  fillPrivacyForm,
  findToast,
  formValues,
  renderForm,
  submitServerForFile,
} from './helpers';

/**
 * A page rendered afresh around a submission (an extension moved an element of React's, and React threw
 * as it updated the page) shows the state the submission is in, and sends it once. The app's own pages
 * rendered afresh, in Chromium: e2e/privacy-request-form.spec.ts.
 */

const api = submitServerForFile();

/** As the app renders a page: in <main>, under the boundary that renders it afresh. */
function renderPage(form: ReactNode) {
  reported = vi.spyOn(console, 'error').mockImplementation(() => {});
  renderForm(
    <main>
      <RenderAfresh>{form}</RenderAfresh>
    </main>,
  );
  return userEvent.setup();
}

/** React reports the error it recovered from: the page was rendered afresh, so the test proves something. */
let reported: MockInstance<typeof console.error>;
const expectRenderedAfresh = () =>
  expect(reported.mock.calls.flat().map(String)).toContain(
    'React will try to recreate this component tree from scratch using the error boundary you provided, RenderAfresh.',
  );

/** What an extension does: moves an element of React's into one of its own. */
function wrap(element: Element) {
  const wrapper = document.createElement('font');
  element.replaceWith(wrapper);
  wrapper.append(element);
}

const privacyButton = () => screen.getByRole('button', { name: /Submit Privacy Request|Submitting/ });
const confirmation = () => screen.findByRole('heading', { name: 'Request Submitted Successfully' });

describe('a page rendered afresh around a submission', () => {
  it('privacy, its agent block moved and dropped while sending: still sending, no second request, then the confirmation', async () => {
    const answer = deferred<Response>();
    api.reply(() => answer.promise);
    const user = renderPage(<PrivacyRequestForm />);
    fillPrivacyForm({ agent: true });
    wrap(screen.getByRole('group', { name: 'Authorized agent information' }));
    await user.click(privacyButton());
    await waitFor(() => expect(api.bodies).toHaveLength(1));

    await user.click(screen.getByLabelText(/I am the consumer/));
    expect(privacyButton()).toHaveTextContent('Submitting...');
    expect(privacyButton()).toBeDisabled();
    await user.click(privacyButton());
    screen.getByRole<HTMLFormElement>('form').requestSubmit();
    answer.resolve(HttpResponse.json({ ok: true }));

    expect(await confirmation()).toBeInTheDocument();
    expect(document.querySelectorAll('form')).toHaveLength(0);
    expect(api.bodies).toHaveLength(1);
    expectRenderedAfresh();
  });

  it('contact, rendered afresh as the answer comes: no sent values in an enabled form, one request', async () => {
    const answer = deferred<Response>();
    api.reply(() => answer.promise);
    const user = renderPage(<ContactForm />);
    fillContactForm();
    const button = () => screen.getByRole('button', { name: /Send Message|Submitting/ });
    await user.click(button());
    await waitFor(() => expect(api.bodies).toHaveLength(1));

    // The extension moved the spinner: taking it out when the answer comes throws.
    wrap(button().querySelector('svg')!);
    screen.getByRole<HTMLFormElement>('form').requestSubmit();
    answer.resolve(HttpResponse.json({ ok: true }));

    expect(await findToast('Submission received.')).toBeInTheDocument();
    await waitFor(() => expect(button()).toBeEnabled());
    expect(document.querySelectorAll('form')).toHaveLength(1);
    expect(formValues()).toEqual(emptyValues(CONTACT_FIELDS));
    expect(api.bodies).toHaveLength(1);
    expectRenderedAfresh();
  });
});
