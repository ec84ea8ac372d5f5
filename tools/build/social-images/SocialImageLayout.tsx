/**
 * The look of every social image (1200×630), as the element tree satori lays out: the brand on the site's
 * dark teal, the kicker in the illustrations' gold, the title as large as it fits, the line, the host.
 * Styles are inline CSS of the subset satori supports (every element with more than one child is flex).
 */
import type { SocialImage } from '../../../src/lib/socialImage.ts';
import tailwindConfig from '../../../tailwind.config.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const PADDING_X = 80;
const PADDING_Y = 64;
/** Width of the text column: the card less its side padding. */
export const TEXT_WIDTH = CARD_WIDTH - 2 * PADDING_X;

const { brand } = tailwindConfig.theme.extend.colors;
/** The gold the site's group illustration highlights with (src/components/GroupsIllustration.tsx). */
const GOLD = '#F2C36B';

/** Title sizes to try, largest first; the first at which the text block fits is used. */
export const TITLE_SIZES = [76, 70, 64, 58, 52, 48, 44, 40] as const;
/** Height the kicker, title and line may take between the brand row and the host row. */
export const TEXT_BLOCK_MAX_HEIGHT = 340;

/** The kicker, title and line: the part of the card whose height depends on the words. */
export function TextBlock({ card, titleSize }: { card: SocialImage; titleSize: number }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', width: TEXT_WIDTH }}>
      {card.kicker && (
        <div
          style={{
            color: GOLD,
            fontSize: 24,
            fontWeight: 600,
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
            marginBottom: 20,
          }}
        >
          {card.kicker}
        </div>
      )}
      <div
        style={{
          fontSize: titleSize,
          fontWeight: 700,
          lineHeight: 1.08,
          letterSpacing: '-0.025em',
          color: '#fff',
          // As the site's headings (text-balance): no word left alone on the last line.
          textWrap: 'balance',
        }}
      >
        {card.title}
      </div>
      <div style={{ marginTop: 26, fontSize: 27, lineHeight: 1.4, color: brand.mist, textWrap: 'balance' }}>
        {card.line}
      </div>
    </div>
  );
}

const GRID_STEP = 60;

/**
 * The card's ground, as SVG for drawSocialImage.ts to put beneath satori's layout: the site's dark teal
 * with its hero grid, a 1px line every 60px, as two paths of thin rectangles; laid out by satori as a
 * repeating background (two linear-gradient patterns), the grid took resvg half the time of the card.
 */
export function backdropSvg(): string {
  const columns = Array.from({ length: CARD_WIDTH / GRID_STEP }, (_, i) => `M${i * GRID_STEP} 0h1v${CARD_HEIGHT}h-1z`);
  const rows = Array.from(
    { length: Math.ceil(CARD_HEIGHT / GRID_STEP) },
    (_, i) => `M0 ${i * GRID_STEP}h${CARD_WIDTH}v1H0z`,
  );
  // Two paths, so that where lines cross they are twice as light, as the two patterns were.
  const grid = (d: string[]) => `<path d="${d.join('')}" fill="#fff" fill-opacity="0.07"/>`;
  return `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${brand.darker}"/>${grid(columns)}${grid(rows)}`;
}

/** People in random groups, a few of them highlighted: the site's motif, in a row beside the host. */
function Tiles() {
  const highlighted = new Set([1, 4, 5, 8]);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {Array.from({ length: 10 }, (_, i) => (
        <div
          key={i}
          style={{
            width: 22,
            height: 22,
            borderRadius: 6,
            border: `2px solid ${highlighted.has(i) ? GOLD : 'rgba(255,255,255,0.3)'}`,
            background: highlighted.has(i) ? GOLD : 'rgba(255,255,255,0.06)',
          }}
        />
      ))}
    </div>
  );
}

export function SocialImageLayout({
  card,
  titleSize,
  brandName,
  markDataUrl,
  host,
}: {
  card: SocialImage;
  titleSize: number;
  brandName: string;
  /** The brand mark (public/favicon.svg) as a data: URL. */
  markDataUrl: string;
  host: string;
}) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        boxSizing: 'border-box',
        padding: `${PADDING_Y}px ${PADDING_X}px`,
        fontFamily: 'Inter',
        color: '#fff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 34, fontWeight: 700 }}>
        <img src={markDataUrl} width={52} height={52} alt="" />
        {brandName}
      </div>
      <TextBlock card={card} titleSize={titleSize} />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <div style={{ fontSize: 22, color: brand.mist, letterSpacing: '0.01em' }}>{host}</div>
        <Tiles />
      </div>
    </div>
  );
}
