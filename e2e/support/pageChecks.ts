import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { containerOverflow, expectNoHorizontalOverflow, spilledLabels } from './reflow';

/** Requests that leave the site's origin (data: URLs are not requests to anyone). */
export function watchOffOrigin(page: Page, origin: string): string[] {
  const offOrigin: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:')) offOrigin.push(url);
  });
  return offOrigin;
}

/** axe-core finds no WCAG violation at the current viewport. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** Nothing about the visitor is kept: no cookie, no storage. */
export async function expectNothingStored(page: Page, context: BrowserContext) {
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
}

/** Links that leave the site go over https, and those opening a new tab do so safely. */
export async function expectSafeExternalLinks(page: Page) {
  const external = await page
    .locator('a[target="_blank"]')
    .evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute('href') ?? '', rel: link.getAttribute('rel') ?? '' })),
    );
  for (const link of external) {
    expect(link.rel.split(' ').sort(), link.href).toEqual(['noopener', 'noreferrer']);
    expect(link.href, link.href).toMatch(/^https:\/\//);
  }
  const allExternal = await page
    .locator('a[href^="http"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  for (const href of allExternal) expect(href).toMatch(/^https:\/\//);
}

/**
 * WCAG 2.2 SC 1.4.10 Reflow, which axe does not test: the page does not scroll sideways, its content keeps
 * to its column, and no control's label spills out of its box.
 */
export async function expectReflow(page: Page) {
  await expectNoHorizontalOverflow(page);
  expect(await containerOverflow(page), 'content wider than its column').toEqual([]);
  expect(await spilledLabels(page), 'labels that spill out of their link or button').toEqual([]);
}
