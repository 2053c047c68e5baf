// A preview of drafts: the site's own renderer (engine/render, as `npm run build` and `npm run edit`
// render) over the live config with the drafts and the editor's unsaved edits applied. Its pictures are
// the build's (the same content-hashed names the live site serves under /images/), its script the live
// build's loader. The page is marked noindex twice (header and meta) and kept 10 minutes (previews.ts).
import { existsSync, readFileSync } from 'node:fs';
import { loaderSrc } from './backend.ts';
import { basename, join } from 'node:path';
import type { SiteConfig } from '../../../engine/types.ts';
import type { PreviewSite } from '../../../engine/config/workspace/translations.ts';

export type { PreviewSite };

/**
 * The previewed config's sites in every language (its translations applied as the build applies them),
 * for a preview of a page in another language (/hi/gst). About a second: made once per preview, when asked.
 */
// The translations' validator is loaded with the first preview, not at start.
export const previewSites = async (config: SiteConfig, configDir: string) => (await import('../../../engine/config/workspace/translations.ts')).languageSites(config, configDir);

/** The site of `sites` whose pages have the address `path`. */
export const siteOf = (sites: PreviewSite[], path: string) => sites.find((s) => pageAddresses(s.config).has(path));

export const PREVIEW_IMAGES = '/admin/preview/images/';

/**
 * The page at `path` of `config`, as the build renders it. `imagesAt` is where the host serves the
 * pictures the live build lacks (drafted uploads) from the picture cache (previewImage).
 */
export async function renderPreview(
  config: SiteConfig,
  configDir: string,
  distDir: string,
  path: string,
  imagesAt = PREVIEW_IMAGES,
  site?: PreviewSite,
): Promise<{ status: number; html: string }> {
  const [{ createSiteRenderer }, { blockRegistry }, { imagesIn, processImages }, { IMAGE_URL_PREFIX }] = await Promise.all([
    import('../../../renderer/render-page.tsx'),
    import('../../../blocks/registry.ts'),
    import('../../../engine/images/process.ts'),
    import('../../../engine/images/manifest.ts'),
  ]);
  // Pictures of the workspace's copy of the config folder: the live ones and the drafted (uploaded, not yet published).
  const images = await processImages(
    imagesIn(config).filter((src) => existsSync(join(configDir, 'images', src))),
    configDir,
  );
  // A picture the live build does not have (an uploaded draft, or a new one in a checkout) is served from
  // the picture cache under `imagesAt` (previewImage): in the back office to signed-in editors only.
  for (const image of Object.values(images)) {
    if (existsSync(join(distDir, 'images', basename(image.fallback.src)))) continue;
    const local = (urls: string) => urls.replaceAll(IMAGE_URL_PREFIX, imagesAt);
    image.fallback = { ...image.fallback, src: local(image.fallback.src), srcset: local(image.fallback.srcset) };
    image.sources = image.sources.map((source) => ({ ...source, srcset: local(source.srcset) }));
  }
  // A page in another language: that language's site, with its menus, language links and notes.
  const page = await createSiteRenderer(site?.config ?? config, blockRegistry, { loaderSrc: loaderSrc(distDir), images }, site ? { language: site.language } : {}).render(path);
  const html = page.html.replace('<head>', '<head><meta name="robots" content="noindex, nofollow">').replace(/<title>/, '<title>Preview · ');
  return { status: page.status, html };
}

/** Every address of the previewed config's pages (the route table's paths): the links that stay inside a preview. */
export function pageAddresses(config: SiteConfig): Set<string> {
  return new Set(config.pages.flatMap(({ page }) => page.paths));
}

/** A generated picture's name: "team-chennai-office-a2ed89773a20-640.webp". */
const GENERATED = /^[a-z0-9-]+-[0-9a-f]{12}-\d+\.(avif|webp|png|jpg)$/;
const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

/** A picture a preview made (in the picture cache), or undefined for any other name. */
export async function previewImage(name: string): Promise<{ type: string; bytes: Buffer } | undefined> {
  const match = GENERATED.exec(name);
  if (!match) return undefined;
  const { IMAGE_CACHE_DIR } = await import('../../../engine/images/process.ts');
  const file = join(IMAGE_CACHE_DIR, name);
  return existsSync(file) ? { type: TYPES[match[1]!]!, bytes: readFileSync(file) } : undefined;
}
