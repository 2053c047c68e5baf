// Phases: "social" draws every page's shared-link card (1200 × 630 PNG, engine/social.ts names it
// by a hash of what it shows) or crops the page's own "socialImage" to that size; "icons" makes
// /favicon.ico and the PNG logo search engines show (/logo.png) from public/favicon.svg.
// Both are content-addressed in the build cache (.cache/build/social/, .cache/build/icons/): a page
// whose card did not change reuses it without loading satori or sharp at all.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { SOCIAL_IMAGE, socialImageFor, type CardText } from '../../engine/social.ts';
import { LOGO_PATH } from '../../engine/block-api.tsx';
import { sha } from './cache.ts';
import type { BuildContext } from './context.ts';
import { pngsToIco } from './ico.ts';

const FAVICON_SVG = 'public/favicon.svg';
const ICO_SIZES = [16, 32, 48];
const LOGO_SIZE = 512;

export async function socialPhase(ctx: BuildContext) {
  const logoSvg = readFileSync(join(ctx.options.rootDir, FAVICON_SVG), 'utf8');
  const drawing = readFileSync(new URL('./social-card.tsx', import.meta.url));
  const jobs = new Map<string, ReturnType<typeof socialImageFor>>();
  for (const { page } of ctx.config.pages) {
    const image = socialImageFor(ctx.config.site, page);
    jobs.set(image.path, image);
  }
  let drawCard: Promise<(text: CardText) => Promise<Buffer>> | undefined;
  const work = [...jobs].map(([path, image]) => async () => {
    let key: string;
    let make: () => Promise<Buffer>;
    if (image.source.kind === 'card') {
      const text = image.source.text;
      // The path is a hash of the text and CARD_DESIGN_VERSION; the drawing's code and the logo are
      // in the key too, so a cached card never outlives the drawing that made it.
      key = sha('social-card-v2', path, logoSvg, drawing);
      make = async () => {
        drawCard ??= cardDrawer(logoSvg);
        return (await drawCard)(text);
      };
    } else {
      const file = readFileSync(join(ctx.options.configDir, 'images', image.source.src));
      key = sha('social-file-v1', file);
      make = () => cropToCard(file);
    }
    let png = ctx.cache.get('social', `${key}.png`);
    if (png) ctx.stats.socialReused = (ctx.stats.socialReused ?? 0) + 1;
    else {
      png = await make();
      ctx.cache.set('social', `${key}.png`, png);
      ctx.stats.socialDrawn = (ctx.stats.socialDrawn ?? 0) + 1;
    }
    ctx.outputs.set(path.slice(1), png);
  });
  // satori lays a card out on this thread; sharp rasterises it on libuv's pool, so a few cards in
  // flight keep every core busy.
  const next = () => work.shift();
  const lanes = Array.from({ length: availableParallelism() + 1 }, async () => {
    for (let job = next(); job; job = next()) await job();
  });
  await Promise.all(lanes);
}

/**
 * Loads satori and the fonts once, only when a card has to be drawn. sharp (libvips + librsvg)
 * rasterises: resvg kept each 3 MB pixmap until a garbage collection that rarely came (4 GB peak at
 * 1,000 cards); sharp's memory stays flat and its PNGs are half the size.
 */
async function cardDrawer(logoSvg: string): Promise<(text: CardText) => Promise<Buffer>> {
  const [{ default: satori }, { default: sharp }, { card, cardFonts }] = await Promise.all([import('satori'), import('sharp'), import('./social-card.tsx')]);
  const fonts = cardFonts();
  return async (text) => {
    const svg = await satori(card(text, logoSvg) as Parameters<typeof satori>[0], { width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height, fonts });
    return sharp(Buffer.from(svg)).resize(SOCIAL_IMAGE.width, SOCIAL_IMAGE.height).png({ compressionLevel: 9 }).toBuffer();
  };
}

/** A page's own picture, cut to 1200 × 630 around its centre. */
async function cropToCard(file: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(file).resize(SOCIAL_IMAGE.width, SOCIAL_IMAGE.height, { fit: 'cover', position: 'centre' }).png().toBuffer();
}

export async function iconsPhase(ctx: BuildContext) {
  const svg = readFileSync(join(ctx.options.rootDir, FAVICON_SVG));
  const key = sha('icons-v1', svg);
  let ico = ctx.cache.get('icons', `${key}.ico`);
  let logo = ico && ctx.cache.get('icons', `${key}.png`);
  if (!ico || !logo) {
    const { Resvg } = await import('@resvg/resvg-js');
    const png = (size: number) => new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } }).render().asPng();
    ico = pngsToIco(ICO_SIZES.map((size) => ({ size, png: png(size) })));
    logo = png(LOGO_SIZE);
    ctx.cache.set('icons', `${key}.ico`, ico);
    ctx.cache.set('icons', `${key}.png`, logo);
  }
  ctx.outputs.set('favicon.ico', ico);
  ctx.outputs.set(LOGO_PATH.slice(1), logo);
}
