// A render thread: builds the renderer once (route table, static handler, menus), then renders the
// paths it is sent. Every render has its own Emotion cache, so a page's critical CSS never depends on
// which pages the same thread rendered before it.
import { parentPort, workerData } from 'node:worker_threads';
import type { SiteConfig } from '../../engine/types.ts';
import type { ImageManifest } from '../../engine/images/manifest.ts';
import { createSiteRenderer } from '../../engine/render/render-page.tsx';
import { blockRegistry } from '../../blocks/registry.ts';
import { assertProductionReact } from './production.ts';

export interface RenderRequest {
  id: number;
  paths: string[];
}
export interface RenderReply {
  id: number;
  /** UTF-8 HTML, transferred (not copied) to the main thread. */
  pages?: { path: string; html: Uint8Array }[];
  error?: string;
}

const { config, loaderSrc, images } = workerData as { config: SiteConfig; loaderSrc: string; images?: ImageManifest };
const port = parentPort!;
const encoder = new TextEncoder();
try {
  assertProductionReact();
  const renderer = createSiteRenderer(config, blockRegistry, { loaderSrc, images });
  port.on('message', async ({ id, paths }: RenderRequest) => {
    try {
      const pages: { path: string; html: Uint8Array }[] = [];
      for (const path of paths) pages.push({ path, html: encoder.encode((await renderer.render(path)).html) });
      port.postMessage({ id, pages } satisfies RenderReply, pages.map((p) => p.html.buffer as ArrayBuffer));
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies RenderReply);
    }
  });
  port.postMessage({ id: 0 } satisfies RenderReply);
} catch (error) {
  port.postMessage({ id: 0, error: error instanceof Error ? error.message : String(error) } satisfies RenderReply);
}
