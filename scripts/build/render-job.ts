// Rendering a batch of pages, on a render thread or (for a few pages) on the main thread: each page
// is rendered, stored in the build cache and compressed where it was rendered.
import type { createSiteRenderer } from '../../renderer/render-page.tsx';
import type { BuildCache, StoredFile } from './cache.ts';
import { compressPage } from './compress.ts';
import type { RenderLanguage } from '../../engine/i18n/alternates.ts';
import type { SiteConfig } from '../../engine/types.ts';

/** The site of each language, main first, with what its renderer needs to know of the others. */
export interface LanguageRendering {
  config: SiteConfig;
  language: RenderLanguage;
}

export interface RenderedFile {
  path: string;
  /** The language's renderer that wrote it (0: the main language). */
  renderer: number;
  /** UTF-8 HTML and its Brotli 10 and gzip 9 copies (compress.ts), in the build cache. */
  html: StoredFile;
  br: StoredFile;
  gz: StoredFile;
  /** The compressed copies came from the cache (the same HTML was compressed before). */
  compressReused: boolean;
  /** Time to render and compress it, on its thread. */
  ms: number;
}

/** A page's path and its key in the build cache. */
export interface RenderJob {
  path: string;
  key: string;
  /** Which renderer writes it: one per language, the main language's first. */
  renderer: number;
}

const encoder = new TextEncoder();

export async function renderJobs(renderers: ReturnType<typeof createSiteRenderer>[], cache: BuildCache, jobs: RenderJob[]): Promise<RenderedFile[]> {
  const pages: RenderedFile[] = [];
  for (const { path, key, renderer } of jobs) {
    const started = performance.now();
    const html = encoder.encode((await renderers[renderer]!.render(path)).html);
    const { br, gz, reused } = compressPage(cache, key, html);
    pages.push({ path, renderer, html: cache.store('pages', key, html), br, gz, compressReused: reused, ms: performance.now() - started });
  }
  return pages;
}
