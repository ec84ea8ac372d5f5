import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineFavicon, svgDataUrl } from '../../tools/build/html/inlineFavicon';

const ICON = readFileSync(resolve(import.meta.dirname, '../../public/favicon.svg'), 'utf8');
const TEMPLATE =
  '<head><meta charset="UTF-8" />\n<link rel="icon" type="image/svg+xml" href="/favicon.svg" />\n</head>';

describe('inlineFavicon', () => {
  it('points the icon link at a data: URL of the icon itself, so the page requests no icon', () => {
    const page = inlineFavicon(TEMPLATE, ICON);
    expect(page).not.toContain('/favicon.svg');
    const href = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)" \/>/.exec(page)?.[1];
    expect(href).toBe(svgDataUrl(ICON));
  });

  it('encodes the icon as a URL that decodes back to the same SVG, with no character a URL or the attribute may not hold', () => {
    const url = svgDataUrl(ICON);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const data = url.slice('data:image/svg+xml,'.length);
    expect(data).not.toMatch(/["<>#\s{}|\\^`]/);
    expect(decodeURIComponent(data)).toBe(ICON.trim().replace(/"/g, "'"));
    // A percent sign in the SVG is encoded too, so decoding never reads it as an escape.
    expect(decodeURIComponent(svgDataUrl('<svg width="100%"/>').split(',')[1])).toBe("<svg width='100%'/>");
  });

  it('refuses a template without the icon link it expects', () => {
    expect(() => inlineFavicon('<head></head>', ICON)).toThrow(/no \/favicon.svg icon/);
  });
});
