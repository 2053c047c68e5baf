// A render thread: builds the renderer once (route table, static handler, menus), then renders the
// paths it is sent, stores each page in the build cache and compresses it right there — so the main
// thread never holds a page it has to compress later. Every render has its own Emotion cache, so a
// page's critical CSS never depends on which pages the same thread rendered before it.
import { parentPort, workerData } from 'node:worker_threads';
import type { SiteConfig } from '../../engine/types.ts';
import type { ImageManifest } from '../../engine/images/manifest.ts';
import { createSiteRenderer } from '../../engine/render/render-page.tsx';
import { blockRegistry } from '../../blocks/registry.ts';
import { assertProductionReact } from './production.ts';
import { BuildCache } from './cache.ts';
import { renderJobs, type RenderedFile } from './render-job.ts';

export interface RenderRequest {
  id: number;
  /** Each page's path and its key in the build cache. */
  jobs: { path: string; key: string }[];
}
export interface RenderReply {
  id: number;
  /** Their bytes are transferred (not copied) to the main thread. */
  pages?: RenderedFile[];
  error?: string;
}
export interface RenderWorkerData {
  config: SiteConfig;
  loaderSrc: string;
  images?: ImageManifest;
  cacheDir: string;
}

const { config, loaderSrc, images, cacheDir } = workerData as RenderWorkerData;
const port = parentPort!;
const cache = new BuildCache(cacheDir);
try {
  assertProductionReact();
  const renderer = createSiteRenderer(config, blockRegistry, { loaderSrc, images });
  port.on('message', async ({ id, jobs }: RenderRequest) => {
    try {
      const pages = await renderJobs(renderer, cache, jobs);
      // Small Buffers share Node's allocation pool, which cannot be transferred: those are copied.
      const transfer = pages.flatMap((p) => [p.html, p.br, p.gz]).filter((b) => b.byteOffset === 0 && b.byteLength === b.buffer.byteLength);
      port.postMessage(
        { id, pages } satisfies RenderReply,
        transfer.map((b) => b.buffer as ArrayBuffer),
      );
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies RenderReply);
    }
  });
  port.postMessage({ id: 0 } satisfies RenderReply);
} catch (error) {
  port.postMessage({ id: 0, error: error instanceof Error ? error.message : String(error) } satisfies RenderReply);
}
