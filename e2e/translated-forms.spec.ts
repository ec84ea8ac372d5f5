import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { answerInTurn, fillContact, fillPrivacy, success, textbox, toast } from './support/forms';
import { visit, watchConsole } from './support/site';

/*
 * Both forms under an extension that moves their elements, so that React renders the page afresh around a
 * submission: every click sends exactly one request, nothing typed is lost, and the error view never
 * shows. Under Chrome's translator: translated after hydration and used through every state,
 * contact-form.spec.ts and privacy-request-form.spec.ts; typed in and translated before hydration,
 * forms-before-hydration.spec.ts.
 */

const ERROR_VIEW = 'Unexpected Application Error!';

const contactButton = (page: Page) => page.getByRole('button', { name: /^(Send Message|Submitting\.\.\.)$/ });
const privacyButton = (page: Page) => page.getByRole('button', { name: /^(Submit Privacy Request|Submitting\.\.\.)$/ });

/** What an extension does: moves an element of React's into one of its own, so React cannot take it out. */
const wrap = (element: Locator) =>
  element.evaluate((node) => {
    const wrapper = document.createElement('font');
    node.replaceWith(wrapper);
    wrapper.append(node);
  });

/** A page rendered afresh around a submission shows the state it is in and sends it once. */
test.describe('should an edit still break an update, the page renders afresh', () => {
  test('privacy, its section moved: the answer brings the confirmation alone, then an empty form', async ({ page }) => {
    const messages = watchConsole(page);
    await visit(page, '/privacy-choices');
    const { bodies, release } = await answerInTurn(page, [success]);
    await fillPrivacy(page);
    await wrap(page.getByRole('region', { name: 'Make a privacy request' }));
    await privacyButton(page).click();
    release();
    await expect(page.getByRole('heading', { name: 'Request Submitted Successfully' })).toBeVisible();
    await expect(page.locator('form')).toHaveCount(0);
    expect(bodies).toHaveLength(1);
    await page.getByRole('button', { name: 'Submit Another Request' }).click();
    await expect(textbox(page, 'Email')).toHaveValue('');
    await expect(page.locator('form')).toHaveCount(1);
    // React reports the error it recovered from; nothing else is said.
    expect(messages).toEqual([expect.stringMatching(/^error: .*removeChild/)]);
  });

  test('privacy, its agent block moved and dropped while sending: still sending, then the confirmation', async ({
    page,
  }) => {
    await visit(page, '/privacy-choices');
    const { bodies, release } = await answerInTurn(page, [success]);
    await fillPrivacy(page, { agent: true });
    await privacyButton(page).click();
    await expect.poll(() => bodies.length).toBe(1);
    await wrap(page.getByRole('group', { name: 'Authorized agent information' }));
    await page.getByLabel(/I am the consumer/).check();
    await expect(page.getByRole('group', { name: 'Authorized agent information' })).toHaveCount(0);
    await expect(privacyButton(page)).toHaveText('Submitting...');
    await expect(privacyButton(page)).toBeDisabled();
    await page.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    release();
    await expect(page.getByRole('heading', { name: 'Request Submitted Successfully' })).toBeVisible();
    await expect(page.getByText(ERROR_VIEW)).toHaveCount(0);
    expect(bodies).toHaveLength(1);
  });

  test('contact, its spinner moved: the answer empties the form, one request', async ({ page }) => {
    await visit(page, '/contact');
    const { bodies, release } = await answerInTurn(page, [success]);
    await fillContact(page);
    await contactButton(page).click();
    await expect.poll(() => bodies.length).toBe(1);
    await wrap(contactButton(page).locator('svg'));
    await page.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    release();
    await expect(toast(page, 'Submission received.')).toBeVisible();
    await expect(contactButton(page)).toBeEnabled();
    await expect(page.locator('form')).toHaveCount(1);
    for (const name of ['First Name', 'Email', 'Message']) await expect(textbox(page, name)).toHaveValue('');
    expect(bodies).toHaveLength(1);
  });
});
