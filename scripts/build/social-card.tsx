// The drawing of a shared link's card (1200 × 630): brand mark and name, the page's title and
// description, the site's address. The frame every card shares is laid out by satori as SVG (flexbox
// only: every element with more than one child says display: flex) and rasterised by resvg; the text
// is set by card-text.ts with the same fonts and the sizes in CARD_TEXT. Fonts come from the
// @fontsource packages (satori reads WOFF, not WOFF2), never from the machine, so every build
// draws the same pixels. Change CARD_DESIGN_VERSION in engine/social.ts along with this drawing.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ReactNode } from 'react';
import { SOCIAL_IMAGE, type CardText } from '../../engine/social.ts';

const require = createRequire(import.meta.url);

const PADDING_X = 72;
const TEXT_WIDTH = SOCIAL_IMAGE.width - 2 * PADDING_X;
const COLORS = { background: '#141f4d', accent: '#3b6cf6', title: '#ffffff', text: '#dbe6fe', muted: '#bfd3fe' };
const BACKGROUND = { backgroundColor: COLORS.background, backgroundImage: 'linear-gradient(135deg, #141f4d 0%, #1c3380 60%, #1d43c9 100%)' };

/**
 * The files satori draws with: Inter regular, bold and extra-bold (Latin and Latin Extended), then Noto Sans
 * Devanagari's Devanagari subset at the same weights for the rupee sign ₹, which Inter's files lack (satori
 * takes a glyph missing from one font from the next that has it; without it every price showed a box).
 */
export function cardFonts() {
  const files = (pkg: string) => join(dirname(require.resolve(`${pkg}/package.json`)), 'files');
  const inter = files('@fontsource/inter');
  const noto = files('@fontsource/noto-sans-devanagari');
  // Tamil: the Tamil pages' cards (the site's languages are written in these scripts).
  const tamil = files('@fontsource/noto-sans-tamil');
  return ([400, 700, 800] as const).flatMap((weight) => [
    ...['latin', 'latin-ext'].map((subset) => ({ name: 'Inter', weight, style: 'normal' as const, data: readFileSync(join(inter, `inter-${subset}-${weight}-normal.woff`)) })),
    { name: 'Noto Sans Devanagari', weight, style: 'normal' as const, data: readFileSync(join(noto, `noto-sans-devanagari-devanagari-${weight}-normal.woff`)) },
    { name: 'Noto Sans Tamil', weight, style: 'normal' as const, data: readFileSync(join(tamil, `noto-sans-tamil-tamil-${weight}-normal.woff`)) },
  ]);
}

/** Text cut at a word before `max` characters, with an ellipsis: the card never overflows, whatever the config says. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** Smaller type for longer titles, so up to three lines always fit. */
export function titleSize(title: string): number {
  return title.length <= 32 ? 72 : title.length <= 52 ? 60 : 52;
}

/**
 * The card is drawn in two layers: the frame every card of the site shares (background, brand mark
 * and name, the site's address; `frame`), drawn once per build, and the page's title and description
 * (CARD_TEXT), set into TEXT_BOX between the frame's top and bottom rows on a copy of the frame
 * (card-text.ts, social-draw.ts).
 */
const TOP_ROW = 64;
const BOTTOM_ROW = 56;
const PADDING = { top: 64, bottom: 56 };
export const TEXT_BOX = {
  left: PADDING_X,
  top: PADDING.top + TOP_ROW,
  width: TEXT_WIDTH,
  height: SOCIAL_IMAGE.height - PADDING.top - TOP_ROW - BOTTOM_ROW - PADDING.bottom,
};

export function frame(text: Pick<CardText, 'brand' | 'host'>, logoSvg: string): ReactNode {
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  return (
    <div
      style={{
        width: SOCIAL_IMAGE.width,
        height: SOCIAL_IMAGE.height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        padding: `${PADDING.top}px ${PADDING_X}px ${PADDING.bottom}px`,
        ...BACKGROUND,
        fontFamily: 'Inter',
        color: COLORS.title,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, height: TOP_ROW, flexShrink: 0 }}>
        <img src={logo} width={64} height={64} alt="" />
        <div style={{ fontSize: 40, fontWeight: 800, letterSpacing: '-0.01em' }}>{text.brand}</div>
      </div>
      <div style={{ display: 'flex', flexGrow: 1 }} />
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          width: TEXT_WIDTH,
          height: BOTTOM_ROW,
          boxSizing: 'border-box',
          flexShrink: 0,
          borderTop: `2px solid ${COLORS.accent}`,
          paddingTop: 20,
        }}
      >
        <div style={{ fontSize: 26, fontWeight: 700, color: COLORS.muted }}>{text.host}</div>
        <div style={{ width: 120, height: 10, borderRadius: 5, backgroundColor: COLORS.accent }} />
      </div>
    </div>
  );
}

/**
 * The page's title and description, set by card-text.ts (not satori) inside TEXT_BOX, centred
 * vertically, each at most three lines (an ellipsis ends a clamped third line); `gap` px between them.
 * Sizes and spacing in px, letter spacing in em, line height as a multiple of the size.
 */
export const CARD_TEXT = {
  title: { weight: 800, lineHeight: 1.12, letterSpacing: -0.02, color: COLORS.title, maxLines: 3, maxChars: 90 },
  description: { size: 30, weight: 400, lineHeight: 1.4, letterSpacing: 0, color: COLORS.text, maxLines: 3, maxChars: 170 },
  gap: 24,
} as const;
