// Drawing shared-link cards into the build cache, on the main thread (a few cards) or on the social
// phase's threads (social-worker.ts). Kept apart from social.ts so a thread loads only what drawing needs.
import { SOCIAL_IMAGE, type CardText } from '../../engine/social.ts';
import type { BuildCache, StoredFile } from './cache.ts';

/** A card to draw: its text, and its name in the build cache. */
export interface CardJob {
  name: string;
  text: CardText;
}
export interface DrawnCard {
  name: string;
  png: StoredFile;
}
export interface SocialWorkerData {
  logoSvg: string;
  cacheDir: string;
}

async function loadTools() {
  const [{ default: satori }, { default: sharp }, { card, cardFonts }] = await Promise.all([import('satori'), import('sharp'), import('./social-card.tsx')]);
  return { satori, sharp, card, fonts: cardFonts() };
}

/**
 * Draws cards into the cache, loading satori, sharp and the fonts on first use. sharp (libvips +
 * librsvg) rasterises: resvg kept each 3 MB pixmap until a garbage collection that rarely came (4 GB
 * peak at 1,000 cards). The PNG is RGB, the card being opaque: 81 KB in ~22 ms instead of 91 KB in
 * ~26 ms with an alpha channel.
 */
export function drawCards(logoSvg: string, cache: BuildCache): (cards: CardJob[]) => Promise<DrawnCard[]> {
  let tools: ReturnType<typeof loadTools> | undefined;
  return async (cards) => {
    tools ??= loadTools();
    const { satori, sharp, card, fonts } = await tools;
    const drawn: DrawnCard[] = [];
    for (const { name, text } of cards) {
      const svg = await satori(card(text, logoSvg) as Parameters<typeof satori>[0], { width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height, fonts });
      const png = await sharp(Buffer.from(svg)).resize(SOCIAL_IMAGE.width, SOCIAL_IMAGE.height).removeAlpha().png({ compressionLevel: 9 }).toBuffer();
      drawn.push({ name, png: cache.store('social', name, png) });
    }
    return drawn;
  };
}
