// Rendering a batch of pages, on a render thread or (for a few pages) on the main thread: each page
// is rendered, stored in the build cache and compressed where it was rendered.
import type { createSiteRenderer } from '../../renderer/render-page.tsx';
import type { BuildCache, StoredFile } from './cache.ts';
import { compressPage } from './compress.ts';

export interface RenderedFile {
  path: string;
  /** UTF-8 HTML and its Brotli 10 and gzip 9 copies (compress.ts), in the build cache. */
  html: StoredFile;
  br: StoredFile;
  gz: StoredFile;
  /** The compressed copies came from the cache (the same HTML was compressed before). */
  compressReused: boolean;
}

/** A page's path and its key in the build cache. */
export interface RenderJob {
  path: string;
  key: string;
}

const encoder = new TextEncoder();

export async function renderJobs(renderer: ReturnType<typeof createSiteRenderer>, cache: BuildCache, jobs: RenderJob[]): Promise<RenderedFile[]> {
  const pages: RenderedFile[] = [];
  for (const { path, key } of jobs) {
    const html = encoder.encode((await renderer.render(path)).html);
    const { br, gz, reused } = compressPage(cache, key, html);
    pages.push({ path, html: cache.store('pages', key, html), br, gz, compressReused: reused });
  }
  return pages;
}
