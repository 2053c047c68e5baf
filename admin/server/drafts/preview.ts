// A preview of drafts: the site's own renderer (engine/render, as `npm run build` and `npm run edit`
// render) over the live config with the drafts and the editor's unsaved edits applied. Its pictures are
// the build's (the same content-hashed names the live site serves under /images/), its script the live
// build's loader. The page is marked noindex twice (header and meta) and kept 10 minutes (previews.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../../../engine/types.ts';

/** The live build's loader script (dist/.server/site.json), so the preview's interactive parts work. */
function loaderSrc(distDir: string): string | undefined {
  const file = join(distDir, '.server', 'site.json');
  if (!existsSync(file)) return undefined;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { loaderSrc?: string }).loaderSrc || undefined;
  } catch {
    return undefined;
  }
}

export async function renderPreview(config: SiteConfig, configDir: string, distDir: string, path: string): Promise<{ status: number; html: string }> {
  const [{ createSiteRenderer }, { blockRegistry }, { imagesIn, processImages }] = await Promise.all([
    import('../../../engine/render/render-page.tsx'),
    import('../../../blocks/registry.ts'),
    import('../../../engine/images/process.ts'),
  ]);
  // Pictures of the workspace's copy of the config folder: the live ones and the drafted (uploaded, not yet published).
  const images = await processImages(
    imagesIn(config).filter((src) => existsSync(join(configDir, 'images', src))),
    configDir,
  );
  const page = await createSiteRenderer(config, blockRegistry, { loaderSrc: loaderSrc(distDir), images }).render(path);
  const html = page.html.replace('<head>', '<head><meta name="robots" content="noindex, nofollow">').replace(/<title>/, '<title>Preview · ');
  return { status: page.status, html };
}
