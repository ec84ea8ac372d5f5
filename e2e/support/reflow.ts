import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Fails when the page scrolls sideways (WCAG 2.2 SC 1.4.10 Reflow), naming what sticks out, measured once
 * its web font has loaded (the fallback font has other widths).
 *
 * The walk names the outermost element that sticks out, not each of its descendants, and skips what cannot
 * widen the page: the inside of an element whose overflow-x is not `visible` (one that scrolls on its own,
 * such as a wide table in its region, or one that clips) and fixed-position layers (the header, toasts),
 * which `expectWithinViewport` checks instead.
 */
async function expectNoHorizontalOverflow(page: Page, state = '') {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const { scrollWidth, viewportWidth, offenders } = await page.evaluate(() => {
    const viewportWidth = document.documentElement.clientWidth;
    const sticksOut = (rect: DOMRect) => rect.width > 0 && rect.right > viewportWidth + 0.5;
    const name = (el: Element) => {
      const classes = [...el.classList].slice(0, 3).map((c) => `.${c}`);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes.join('')}`;
    };
    const describe = (el: Element, rect: DOMRect, what = '') => {
      const path = [el.parentElement?.parentElement, el.parentElement, el]
        .filter((node): node is Element => !!node && node !== document.body)
        .map(name)
        .join(' > ');
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      return `${what}${path} “${text}” (right edge ${rect.right.toFixed(1)} px)`;
    };

    const offenders: string[] = [];
    const walk = (parent: Element) => {
      for (const node of parent.childNodes) {
        if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) {
          // A word too long for its line spills out of a box that itself fits.
          const range = document.createRange();
          range.selectNodeContents(node);
          const rect = range.getBoundingClientRect();
          if (sticksOut(rect)) offenders.push(describe(parent, rect, 'text in '));
          continue;
        }
        if (!(node instanceof Element)) continue;
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.position === 'fixed') continue;
        const rect = node.getBoundingClientRect();
        if (sticksOut(rect)) offenders.push(describe(node, rect));
        else if (style.overflowX === 'visible') walk(node);
      }
    };
    walk(document.body);
    return { scrollWidth: document.documentElement.scrollWidth, viewportWidth, offenders };
  });
  const where = state ? ` (${state})` : '';
  const sticking = offenders.length ? offenders.join('\n  ') : 'no single element found';
  expect(
    scrollWidth,
    `the page is ${scrollWidth} px wide on a ${viewportWidth} px viewport${where}; past the edge:\n  ${sticking}\n`,
  ).toBeLessThanOrEqual(viewportWidth);
}

/**
 * Fails unless every element the locator matches lies between the viewport's left and right edges. For
 * fixed-position layers (menu, toasts): they never widen the page, so a part past the edge is simply lost.
 */
export async function expectWithinViewport(locator: Locator) {
  const boxes = await locator.evaluateAll((elements) =>
    elements.map((el) => {
      const rect = el.getBoundingClientRect();
      return { left: rect.left, right: rect.right, viewport: document.documentElement.clientWidth };
    }),
  );
  expect(boxes.length, `${locator} matches nothing`).toBeGreaterThan(0);
  for (const { left, right, viewport } of boxes) {
    expect(left, `${locator}: left edge`).toBeGreaterThanOrEqual(0);
    expect(right, `${locator}: right edge`).toBeLessThanOrEqual(viewport);
  }
}

/**
 * Children of the page's content containers (the Container component, `max-w-content`) that run into its
 * side padding: the page does not scroll yet, but the content is wider than its column and the margins
 * are lopsided, as when a long email address widens a grid's implicit column.
 */
function containerOverflow(page: Page): Promise<string[]> {
  return page.locator('main .max-w-content').evaluateAll((containers) =>
    containers.flatMap((container) => {
      const contentRight =
        container.getBoundingClientRect().right - parseFloat(getComputedStyle(container).paddingRight);
      return [...container.children]
        .map((child) => ({ child, right: child.getBoundingClientRect().right }))
        .filter(({ child, right }) => child.getBoundingClientRect().width > 0 && right > contentRight + 0.5)
        .map(({ child, right }) => {
          const text = (child.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
          return `${child.tagName.toLowerCase()} “${text}”: right edge ${right.toFixed(1)} px, its column ends at ${contentRight} px`;
        });
    }),
  );
}

/**
 * Links and buttons whose label runs out of their own box (a fixed height with a label that wrapped, a
 * label wider than the button): on a narrow screen the text spills over its neighbours or is cut off.
 * Inline links in running text have no box of their own and are skipped, as are visually hidden ones.
 */
function spilledLabels(page: Page): Promise<string[]> {
  return page.locator('a, button').evaluateAll((controls) =>
    controls
      .filter((el) => {
        const style = getComputedStyle(el);
        const visuallyHidden = style.clipPath !== 'none' || style.clip !== 'auto'; // sr-only, the skip link
        return style.display !== 'inline' && !visuallyHidden;
      })
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      .map((el) => {
        const label = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
        return `${el.tagName.toLowerCase()} “${label}”: content ${el.scrollWidth} × ${el.scrollHeight} px in a ${el.clientWidth} × ${el.clientHeight} px box`;
      }),
  );
}

/**
 * Tables (content that needs two dimensions, which SC 1.4.10 exempts) that neither fit nor scroll sideways
 * inside a region of their own: the page does not scroll, but the columns past the edge cannot be reached.
 */
function unreachableTables(page: Page): Promise<string[]> {
  return page.locator('main table').evaluateAll((tables) =>
    tables.flatMap((table) => {
      const region = table.closest<HTMLElement>('[role="region"]');
      const caption = table.querySelector('caption')?.textContent ?? 'a table';
      if (!region)
        return table.scrollWidth > table.parentElement!.clientWidth ? [`${caption}: wider than its column`] : [];
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(region).overflowX);
      return region.scrollWidth > region.clientWidth && !scrolls
        ? [`${caption}: wider than its region, which does not scroll`]
        : [];
    }),
  );
}

/**
 * WCAG 2.2 SC 1.4.10 Reflow, which axe does not test: the page does not scroll sideways, its content keeps
 * to its column, no control's label spills out of its box, and a table fits its column or scrolls in a region of its own.
 */
export async function expectReflow(page: Page, state = '') {
  await expectNoHorizontalOverflow(page, state);
  expect(await containerOverflow(page), `content wider than its column ${state}`).toEqual([]);
  expect(await spilledLabels(page), `labels that spill out of their link or button ${state}`).toEqual([]);
  expect(await unreachableTables(page), state).toEqual([]);
}
