// A render thread: builds the renderer once (route table, static handler, menus), then renders the
// paths it is sent, stores each page in the build cache and compresses it right there — so the main
// thread never holds a page it has to compress later. Every render has its own Emotion cache, so a
// page's critical CSS never depends on which pages the same thread rendered before it.
import { workerData } from 'node:worker_threads';
import type { ImageManifest } from '../../engine/images/manifest.ts';
import { createSiteRenderer } from '../../renderer/render-page.tsx';
import { blockRegistry } from '../../blocks/registry.ts';
import { assertProductionReact } from './production.ts';
import { BuildCache } from './cache.ts';
import { renderJobs, type LanguageRendering, type RenderJob } from './render-job.ts';
import { serveBatches } from './threads.ts';

export interface RenderWorkerData {
  /** The site in each language, main first (render.ts). */
  renderings: LanguageRendering[];
  loaderSrc: string;
  images?: ImageManifest;
  cacheDir: string;
}

const { renderings, loaderSrc, images, cacheDir } = workerData as RenderWorkerData;
await serveBatches(async () => {
  assertProductionReact();
  const renderers = renderings.map((r) => createSiteRenderer(r.config, blockRegistry, { loaderSrc, images }, { language: r.language }));
  const cache = new BuildCache(cacheDir);
  return (jobs: RenderJob[]) => renderJobs(renderers, cache, jobs);
});
