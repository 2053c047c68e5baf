// Phases: "social" draws every page's shared-link card (1200 × 630 JPEG, engine/social.ts names it
// by a hash of what it shows) or crops the page's own "socialImage" to that size; "icons" makes
// /favicon.ico and the PNG logo search engines show (/logo.png) from public/favicon.svg.
// Both are content-addressed in the build cache (.cache/build/social/, .cache/build/icons/): a page
// whose card did not change reuses it without loading satori or sharp at all.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SOCIAL_IMAGE, socialImageFor } from '../../engine/social.ts';
import { LOGO_PATH } from '../../engine/block-api.tsx';
import { sha } from './cache.ts';
import { CARD_JPEG, type CardJob, type DrawnCard, drawCards, type SocialWorkerData } from './social-draw.ts';
import type { BuildContext } from './context.ts';
import { pngsToIco } from './ico.ts';
import { planThreads, runInThreads } from './threads.ts';

const FAVICON_SVG = 'public/favicon.svg';
const ICO_SIZES = [16, 32, 48];
const LOGO_SIZE = 512;

const IN_PROCESS_MAX = 4;

export async function socialPhase(ctx: BuildContext) {
  const logoSvg = readFileSync(join(ctx.options.rootDir, FAVICON_SVG), 'utf8');
  // The drawing and the rasteriser: a cached card never outlives the code that made it.
  const drawing = ['./social-card.tsx', './card-text.ts', './social-draw.ts'].map((file) => readFileSync(new URL(file, import.meta.url)));
  const count = (stat: 'socialDrawn' | 'socialReused') => (ctx.stats[stat] = (ctx.stats[stat] ?? 0) + 1);
  const cards: CardJob[] = [];
  const outputOf = new Map<string, string>();
  // Every language's pages: a translated page's card shows its own title and description.
  const pages = [ctx.config, ...(ctx.languages ?? []).map((l) => l.config)].flatMap((config) => config.pages.map(({ page }) => ({ site: config.site, page })));
  for (const { site, page } of pages) {
    const image = socialImageFor(site, page);
    const output = image.path.slice(1);
    if (ctx.outputs.has(output)) continue; // pages with the same card text share one card
    // A card's path is a hash of its text and CARD_DESIGN_VERSION; its key adds the code and the logo.
    const file = image.source.kind === 'file' ? readFileSync(join(ctx.options.configDir, 'images', image.source.src)) : undefined;
    const name = `${file ? sha('social-file-v2', file) : sha('social-card-v5', image.path, logoSvg, ...drawing)}.jpg`;
    const cached = ctx.cache.stored('social', name);
    if (cached) {
      ctx.outputs.set(output, cached);
      count('socialReused');
    } else if (file) {
      ctx.outputs.set(output, ctx.cache.store('social', name, await cropToCard(file)));
      count('socialDrawn');
    } else if (image.source.kind === 'card' && !outputOf.has(name)) {
      cards.push({ name, text: image.source.text });
      outputOf.set(name, output);
    }
  }
  const drawn = (card: DrawnCard) => {
    ctx.outputs.set(outputOf.get(card.name)!, card.jpeg);
    count('socialDrawn');
  };
  if (!cards.length) return;
  if (cards.length <= IN_PROCESS_MAX) {
    for (const card of await drawCards(logoSvg, ctx.cache)(cards)) drawn(card);
    return;
  }
  // Threads: satori's layout runs on the thread that asks, so one per core keeps every core busy, and
  // what satori, resvg and sharp keep goes when the threads end.
  // sharp is loaded here first: a thread that is the last to close libvips would crash the process.
  await import('sharp');
  const workerData: SocialWorkerData = { logoSvg, cacheDir: ctx.cache.dir };
  const resourceLimits = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 64 };
  await runInThreads(new URL('./social-worker.ts', import.meta.url), workerData, resourceLimits, planThreads(cards, ctx.options.workers), drawn);
}

/** A page's own picture, cut to 1200 × 630 around its centre, as JPEG like the drawn cards. */
async function cropToCard(file: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(file).resize(SOCIAL_IMAGE.width, SOCIAL_IMAGE.height, { fit: 'cover', position: 'centre' }).flatten({ background: '#ffffff' }).jpeg(CARD_JPEG).toBuffer();
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
