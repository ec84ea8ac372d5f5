/**
 * What a developer adds to the site, each with the one edit the project promises: a page (one declaration
 * in src/app/pageTable.ts plus its module), and a field in each form's table (src/features/<form>/fields.ts);
 * and what editors add in time: articles, up to ARTICLES_IN_COPY in all, so the listing runs to three pages.
 * The integration tests' one build is of a copy extended this way (tests/support/builtCheckout.ts), so every
 * test that reads that build also shows the additions break nothing; tests/integration/extend-site.test.ts
 * checks what each addition does.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { addGeneratedArticles } from '../../tools/bench/scale/make-copy';

/** Articles in the extended copy, real and generated (tools/bench/scale/generate.ts): 59 listed, three listing pages. */
const ARTICLES_IN_COPY = 60;

export const PAGE = {
  path: '/questions',
  module: `import { Seo } from '@/components/Seo';
import { Container } from '@/components/ui/Container';

export const meta = { title: 'Questions and Answers', description: 'What people ask us most often.' };

export default function QuestionsPage() {
  return (
    <Container>
      <Seo {...meta} />
      <h1>Questions and Answers</h1>
    </Container>
  );
}
`,
};

/** The new page's path is a typed internal path at once: a link to it type-checks, a mistyped one does not. */
const PAGE_LINKS = `import type { InternalHref } from '@/config/pagePaths';
export const toQuestions: InternalHref = '/questions#top';
// @ts-expect-error: no such page
export const mistyped: InternalHref = '/qestions';
`;

const TABLE_END = '} as const satisfies FieldTable;';

const PRIVACY_FIELD = `  preferredLanguage: {
    label: 'Preferred contact language',
    kind: 'text',
    autoComplete: 'language',
    section: 'identifying',
    rule: z.string().check(z.maxLength(30, 'Please name one language')),
    summary: 'Preferred contact language',
  },
`;

const CONTACT_FIELD = `  jobTitle: {
    label: 'Job Title (Optional)',
    kind: 'text',
    autoComplete: 'organization-title',
    rule: z.string({ error: 'Job title must be text' }),
  },
`;

/** Runs in the copy, against its forms: what the new fields do from the visitor's side. */
const GENERATED_TEST = `import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { PrivacyRequestForm } from '@/features/privacy-request/PrivacyRequestForm';
import { ContactForm } from '@/features/contact/ContactForm';
import { validateSubmission } from '../../tools/build/vite/formsEndpoint';
import { renderForm, submitServerForFile } from './helpers';

const api = submitServerForFile();
type User = ReturnType<typeof userEvent.setup>;
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const serverHtml = (form: React.ReactElement) =>
  renderToString(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>{form}</QueryClientProvider>
    </MemoryRouter>,
  );

async function fillPrivacy(user: User) {
  await user.click(screen.getByLabelText('Access (know what data you have about me)'));
  await user.click(screen.getByLabelText(/I am the consumer/));
  await user.type(input(/^Email/), 'ada@example.com');
  await user.selectOptions(screen.getByLabelText(/^State/), 'New York');
}
const sendPrivacy = () => screen.getByRole('button', { name: 'Submit Privacy Request' });

describe('a field added to the privacy form’s table', () => {
  it('is rendered in its section, after ZIP Code, with its id, name and label', () => {
    const html = serverHtml(<PrivacyRequestForm />);
    expect(html).toMatch(/<label for="privacy-request-preferredLanguage"[^>]*>Preferred contact language<\\/label>/);
    expect(html).toMatch(/<input id="privacy-request-preferredLanguage" type="text"[^>]*name="preferredLanguage"/);
    expect(html.indexOf('privacy-request-preferredLanguage')).toBeGreaterThan(html.indexOf('privacy-request-zip'));
    renderForm(<PrivacyRequestForm />);
    const section = screen.getByRole('group', { name: 'Identifying information' });
    expect(within(section).getByLabelText('Preferred contact language')).toHaveAttribute('autocomplete', 'language');
  });

  it('is validated by its rule: the message on the field, focus on it, nothing sent', async () => {
    const user = userEvent.setup();
    renderForm(<PrivacyRequestForm />);
    await fillPrivacy(user);
    await user.type(input(/^Preferred contact language/), 'x'.repeat(31));
    await user.click(sendPrivacy());
    const field = input(/^Preferred contact language/);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)).toHaveTextContent('Please name one language');
    expect(api.bodies).toHaveLength(0);
  });

  it('is sent in the payload, which the forms endpoint accepts, and shown in the confirmation', async () => {
    const user = userEvent.setup();
    renderForm(<PrivacyRequestForm />);
    await fillPrivacy(user);
    await user.type(input(/^Preferred contact language/), 'Deutsch');
    await user.click(sendPrivacy());
    const heading = await screen.findByRole('heading', { name: 'Request Submitted Successfully' });
    const body = api.bodies[0] as { fields: Record<string, unknown> };
    expect(Object.keys(body.fields).slice(-3)).toEqual(['zip', 'preferredLanguage', 'submittedAt']);
    expect(body.fields.preferredLanguage).toBe('Deutsch');
    expect(validateSubmission(body)).toMatchObject({ ok: true });
    expect(validateSubmission({ ...body, fields: { ...body.fields, preferredLanguage: 7 } })).toMatchObject({
      ok: false,
    });
    const row = within(heading.closest('section')!).getByText('Preferred contact language').parentElement!;
    expect(row).toHaveTextContent('Deutsch');
  });

  it('is sent as an empty string when left empty, and the confirmation says so', async () => {
    const user = userEvent.setup();
    renderForm(<PrivacyRequestForm />);
    await fillPrivacy(user);
    await user.click(sendPrivacy());
    const heading = await screen.findByRole('heading', { name: 'Request Submitted Successfully' });
    expect((api.bodies[0] as { fields: Record<string, unknown> }).fields.preferredLanguage).toBe('');
    const row = within(heading.closest('section')!).getByText('Preferred contact language').parentElement!;
    expect(row).toHaveTextContent('Not provided');
  });
});

describe('a field added to the contact form’s table', () => {
  it('is rendered in the grid before the message, with its id and label', () => {
    const html = serverHtml(<ContactForm />);
    expect(html).toMatch(/<label for="contact-job-title"[^>]*>Job Title \\(Optional\\)<\\/label>/);
    expect(html).toMatch(/<input id="contact-job-title" type="text"[^>]*name="jobTitle"/);
    expect(html.indexOf('contact-job-title')).toBeLessThan(html.indexOf('contact-message'));
  });

  it('is sent in the payload’s fields (\\'\\' when empty) and checked by the endpoint', async () => {
    const user = userEvent.setup();
    renderForm(<ContactForm />);
    await user.type(input(/^First Name/), 'Ada');
    await user.type(input(/^Last Name/), 'Lovelace');
    await user.type(input(/^Email/), 'ada@example.com');
    await user.type(input(/^Job Title/), 'Analyst');
    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    const body = api.bodies[0] as { fields: Record<string, unknown> };
    expect(body.fields).toStrictEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: '',
      jobTitle: 'Analyst',
      message: 'Hello',
    });
    expect(validateSubmission(body)).toMatchObject({ ok: true });
    expect(validateSubmission({ ...body, fields: { ...body.fields, jobTitle: 7 } })).toEqual({
      ok: false,
      error: 'Job title must be text (fields.jobTitle)',
    });
    const { jobTitle: _left, ...withoutIt } = body.fields;
    expect(validateSubmission({ ...body, fields: withoutIt })).toMatchObject({ ok: true });
  });
});
`;

/** Adds `entry` to a file in the copy, before `anchor`, which must occur once: the only edit. */
function insertBefore(copy: string, file: string, anchor: string, entry: string) {
  const path = join(copy, file);
  const text = readFileSync(path, 'utf8');
  if (text.split(anchor).length !== 2) throw new Error(`${file}: "${anchor}" must occur exactly once`);
  writeFileSync(path, text.replace(anchor, entry + anchor));
}

/** Makes each addition in `copy`, and writes the test of the new form fields that runs there. */
export function extendSite(copy: string) {
  writeFileSync(join(copy, 'src/pages/QuestionsPage.tsx'), PAGE.module);
  insertBefore(
    copy,
    'src/app/pageTable.ts',
    "  { path: '/contact',",
    `  { path: '${PAGE.path}', module: 'QuestionsPage' },\n`,
  );
  writeFileSync(join(copy, 'tests/types/questionsLinks.ts'), PAGE_LINKS);
  insertBefore(copy, 'src/features/privacy-request/fields.ts', TABLE_END, PRIVACY_FIELD);
  insertBefore(copy, 'src/features/contact/fields.ts', '  message: {', CONTACT_FIELD);
  writeFileSync(join(copy, 'tests/forms/added-field.test.tsx'), GENERATED_TEST);
  addGeneratedArticles(copy, ARTICLES_IN_COPY);
}
