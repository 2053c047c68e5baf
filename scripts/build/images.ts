// Phase: pictures named in site-config, turned into AVIF/WebP/fallback srcsets by sharp
// (engine/images/process.ts keeps its own content-addressed cache) and added to the outputs under
// images/. The manifest (sizes and URLs) goes to the render threads and into every page's cache key.
import { join } from 'node:path';
import { IMAGE_CACHE_DIR, imagesIn, processImages } from '../../engine/images/process.ts';
import { IMAGE_URL_PREFIX } from '../../engine/images/manifest.ts';
import type { BuildContext } from './context.ts';

export async function imagesPhase(ctx: BuildContext) {
  ctx.images = await processImages(imagesIn(ctx.config), ctx.options.configDir);
  for (const image of Object.values(ctx.images)) {
    for (const set of [...image.sources, image.fallback]) {
      for (const candidate of set.srcset.split(',')) {
        const url = candidate.trim().split(' ')[0]!;
        const name = url.slice(IMAGE_URL_PREFIX.length);
        // Named by a hash of the source and the settings: the name is the content's id.
        ctx.outputs.set(`images/${name}`, { file: join(IMAGE_CACHE_DIR, name), id: `images/${name}` });
      }
    }
  }
}
