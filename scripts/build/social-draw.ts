// Drawing shared-link cards into the build cache, on the main thread (a few cards) or on the social
// phase's threads (social-worker.ts). Kept apart from social.ts so a thread loads only what drawing needs.
import { SOCIAL_IMAGE, type CardText } from '../../engine/social.ts';
import { TEXT_BOX } from './social-card.tsx';
import type { BuildCache, StoredFile } from './cache.ts';

/** A card to draw: its text, and its name in the build cache. */
export interface CardJob {
  name: string;
  text: CardText;
}
export interface DrawnCard {
  name: string;
  jpeg: StoredFile;
}
export interface SocialWorkerData {
  logoSvg: string;
  cacheDir: string;
}

/**
 * JPEG at quality 85 with the standard Huffman tables: the cheapest encoding that keeps the text crisp
 * (white and pale blue on dark blue; chat apps re-encode cards anyway). Encoding one 1200 × 630 card,
 * CPU and size, measured on one thread: JPEG 4.4 ms / 68 KB (optimised Huffman tables 9.8 ms / 63 KB),
 * PNG level 6 8.8 ms / 93 KB, PNG level 9 (before) 18.8 ms / 80 KB, PNG palette 244 ms / 42 KB,
 * WebP q85 76 ms / 37 KB (effort 0: 21 ms / 43 KB).
 */
export const CARD_JPEG = { quality: 85, optimiseCoding: false } as const;

async function loadTools() {
  const [{ default: satori }, { Resvg }, { default: sharp }, { frame, cardFonts }, { CardTypesetter }] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
    import('sharp'),
    import('./social-card.tsx'),
    import('./card-text.ts'),
  ]);
  // One card at a time per thread: the phase runs a thread per core already.
  sharp.concurrency(1);
  return { satori, Resvg, sharp, frame, fonts: cardFonts(), typesetter: await CardTypesetter.create() };
}

type Tools = Awaited<ReturnType<typeof loadTools>>;
type Svg = Parameters<Tools['satori']>[0];
const { width: W, height: H } = SOCIAL_IMAGE;
const TEXT_MARGIN = 40;

/**
 * Returns a function that draws a card as JPEG bytes. What every card of a site shares (background,
 * brand, address) is laid out and rasterised once, as RGB pixels; a card sets only its title and
 * description (card-text.ts) and paints their glyphs onto a copy of the frame.
 */
export function cardPainter(logoSvg: string): (text: CardText) => Promise<Buffer> {
  let tools: Promise<Tools> | undefined;
  const frames = new Map<string, Promise<Frame>>();
  const frameOf = ({ satori, Resvg, sharp, frame, fonts }: Tools, text: CardText) => {
    const key = `${text.brand}\0${text.host}`;
    if (!frames.has(key))
      frames.set(
        key,
        (async () => {
          const svg = await satori(frame(text, logoSvg) as Svg, { width: W, height: H, fonts });
          const rgba = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
          const pixels = await sharp(rgba, { raw: { width: W, height: H, channels: 4 } })
            .removeAlpha()
            .raw()
            .toBuffer();
          return { pixels, spare: [] };
        })(),
      );
    return frames.get(key)!;
  };
  return async (text) => {
    tools ??= loadTools();
    const t = await tools;
    const { sharp, typesetter } = t;
    const frame = await frameOf(t, text);
    const layout = typesetter.layout(text);
    const top = TEXT_BOX.top + Math.floor((TEXT_BOX.height - layout.height) / 2);
    // A new 2.3 MB copy of the frame per card cost more than drawing the text (allocation and page
    // faults): a copy is reused, the text's rows put back from the frame once the JPEG is written
    // (with a margin: a glyph may reach a little past its line).
    const out = frame.spare.pop() ?? Buffer.from(frame.pixels);
    typesetter.draw(out, W, layout, TEXT_BOX.left, top);
    try {
      return await sharp(out, { raw: { width: W, height: H, channels: 3 } })
        .jpeg(CARD_JPEG)
        .toBuffer();
    } finally {
      const [from, to] = [Math.max(0, top - TEXT_MARGIN) * W * 3, Math.min(H, top + layout.height + TEXT_MARGIN) * W * 3];
      frame.pixels.copy(out, from, from, to);
      frame.spare.push(out);
    }
  };
}

/** The shared frame's RGB pixels, and copies of them not in use (one per card being encoded). */
interface Frame {
  pixels: Buffer;
  spare: Buffer[];
}

/** Draws cards into the cache, loading satori, resvg, sharp and the fonts on first use. */
export function drawCards(logoSvg: string, cache: BuildCache): (cards: CardJob[]) => Promise<DrawnCard[]> {
  const paint = cardPainter(logoSvg);
  return async (cards) => {
    const drawn: DrawnCard[] = [];
    for (const { name, text } of cards) drawn.push({ name, jpeg: cache.store('social', name, await paint(text)) });
    return drawn;
  };
}
