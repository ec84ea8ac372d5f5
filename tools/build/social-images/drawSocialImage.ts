/**
 * Draws one social image to PNG without a browser: satori lays the card out into SVG (text as glyph
 * paths), resvg rasterises it. Static hosts build without Chromium, so this is all a build needs.
 */
import { createElement } from 'react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import satori, { type Font } from 'satori';
import { renderAsync } from '@resvg/resvg-js';
import type { SocialImage } from '../../../src/lib/socialImage.ts';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  SocialImageLayout,
  TEXT_BLOCK_MAX_HEIGHT,
  TEXT_WIDTH,
  TextBlock,
  TITLE_SIZES,
  backdropSvg,
} from './SocialImageLayout.tsx';

const require = createRequire(import.meta.url);

/** Inter from @fontsource/inter as WOFF (satori reads TTF, OTF and WOFF, not the site's WOFF2). */
export const FONT_FILES = ([400, 600, 700] as const).map((weight) => ({
  weight,
  path: require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
}));

let fonts: Font[] | undefined;
function loadFonts(): Font[] {
  fonts ??= FONT_FILES.map(({ weight, path }) => ({
    name: 'Inter',
    data: readFileSync(path),
    weight,
    style: 'normal' as const,
  }));
  return fonts;
}

/**
 * Height satori gives the text block at a title size (laid out with a width and no height). Only the
 * height is read, so the glyphs stay <text> (embedFont: false) instead of being traced into paths: the
 * same layout at half the cost, and a card tries up to eight sizes.
 */
async function textBlockHeight(card: SocialImage, titleSize: number): Promise<number> {
  const svg = await satori(createElement(TextBlock, { card, titleSize }), {
    width: TEXT_WIDTH,
    fonts: loadFonts(),
    embedFont: false,
  });
  const height = /<svg[^>]* height="([\d.]+)"/.exec(svg)?.[1];
  if (!height) throw new Error('satori returned an SVG without a height');
  return Number(height);
}

/** Wrap, then shrink: the largest title size at which the kicker, title and line fit the card. */
export async function fitTitleSize(card: SocialImage): Promise<number> {
  for (const size of TITLE_SIZES) {
    if ((await textBlockHeight(card, size)) <= TEXT_BLOCK_MAX_HEIGHT) return size;
  }
  throw new Error(
    `The card text does not fit even with a ${TITLE_SIZES.at(-1)}px title; shorten the title or line: "${card.title}"`,
  );
}

export interface CardDesign {
  brandName: string;
  /** The brand mark's SVG source (public/favicon.svg). */
  markSvg: string;
  /** Shown at the foot of the card, e.g. 'blueprintaudiences.com'. */
  host: string;
}

export async function drawSocialImage(card: SocialImage, { brandName, markSvg, host }: CardDesign): Promise<Buffer> {
  const titleSize = await fitTitleSize(card);
  const markDataUrl = `data:image/svg+xml;base64,${Buffer.from(markSvg).toString('base64')}`;
  const svg = await satori(createElement(SocialImageLayout, { card, titleSize, brandName, markDataUrl, host }), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: loadFonts(),
  });
  const grounded = svg.replace(/^<svg[^>]*>/, (opening) => opening + backdropSvg());
  if (grounded === svg) throw new Error('satori returned no <svg> to draw the card’s ground into');
  // Rasterised off the main thread (libuv's pool), so the next card's layout runs meanwhile.
  return (await renderAsync(grounded, { fitTo: { mode: 'width', value: CARD_WIDTH } })).asPng();
}
