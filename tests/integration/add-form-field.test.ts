// @vitest-environment node
/**
 * Adding a form field is one entry in the form's field table (src/features/<form>/fields.ts): nothing
 * else to edit. In a copy of the checkout, a field added to each form's table is rendered (server-side,
 * as the prerender does), validated by its rule, sent in the payload ('' when left empty), accepted by
 * the local forms endpoint and, on the privacy form, shown in the confirmation: a generated test file
 * drives the real forms in jsdom. And the forms' own tests stay green with it: the copy runs every test
 * of tests/forms, then builds itself once and runs the forms' browser tests against that build.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEnvironment, copyCheckout, removeCopy, run } from '../support/checkoutCopy';

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

let copy: string;

/** Adds `entry` to a field table in the copy, before `anchor`: the only edit. */
function addToTable(file: string, anchor: string, entry: string) {
  const path = join(copy, file);
  const table = readFileSync(path, 'utf8');
  expect(table.split(anchor)).toHaveLength(2);
  writeFileSync(path, table.replace(anchor, entry + anchor));
}

beforeAll(async () => {
  copy = copyCheckout('blueprint-add-form-field-');
  addToTable('src/features/privacy-request/fields.ts', TABLE_END, PRIVACY_FIELD);
  addToTable('src/features/contact/fields.ts', '  message: {', CONTACT_FIELD);
  writeFileSync(join(copy, 'tests/forms/added-field.test.tsx'), GENERATED_TEST);
}, 60_000);
afterAll(() => removeCopy(copy));

describe('a form field declared once, in its form’s field table', () => {
  it('type-checks with nothing else edited', async () => {
    await expect(run('npx', ['tsc', '--noEmit', '-p', '.'], { cwd: copy })).resolves.toBeDefined();
  }, 300_000);

  it('is rendered, validated, sent and confirmed on both forms, and the forms’ unit tests all pass', async () => {
    const files = readdirSync(join(copy, 'tests/forms'))
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `tests/forms/${file}`);
    // Both halves of the unit tests: the forms' files run in jsdom or in Node (vitest.config.ts).
    const output = await runInCopy('npx', ['vitest', 'run', '--project', 'unit*', ...files]);
    expect(output).toMatch(/Test Files\s+\d+ passed \(\d+\)/);
    expect(output).not.toMatch(/\d+ failed/);
    // The generated file's six tests among them.
    expect(output).toMatch(/added-field\.test\.tsx \(6 tests\)/);
  }, 600_000);

  it('leaves the forms’ browser tests green, against the copy’s own build', async () => {
    await runInCopy('npm', ['run', 'build']);
    const output = await runInCopy(
      'npx',
      ['playwright', 'test', 'e2e/contact-form.spec.ts', 'e2e/privacy-request-form.spec.ts', '--reporter=line'],
      { E2E_PORT: String(await freePort()) },
    );
    expect(output).toMatch(/\d+ passed/);
    expect(output).not.toMatch(/\d+ (failed|flaky)/);
  }, 900_000);
});

/** Runs a command in the copy; its output, whatever its exit status (the caller reads the counts). */
async function runInCopy(command: string, args: string[], env: Record<string, string> = {}) {
  const result = await run(command, args, {
    cwd: copy,
    env: buildEnvironment({ NO_COLOR: '1', FORCE_COLOR: '0', ...env }),
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: error.stdout ?? '',
    stderr: error.stderr ?? '',
  }));
  // eslint-disable-next-line no-control-regex -- colour codes, should a reporter add them anyway
  return `${result.stdout}\n${result.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
}

/** A port nothing listens on now, for the copy's preview server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
