// Server rendering of one path to a complete HTML document: head as data, Chakra/Emotion critical
// CSS inlined, islands rendered as their own roots (same identifierPrefix as on the client).
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import createEmotionServer from '@emotion/server/create-instance';
import type { SiteConfig } from '../engine/types.ts';
import { CalendarContext, ChildBlocksContext, RuleTablesContext, type BlockRegistry } from '../engine/block-api.tsx';
import { buildMenus } from '../engine/menus.ts';
import { buildRouteTable, createRouteObjects } from '../engine/routes.tsx';
import { buildHead, headToHtml } from '../engine/render/head.ts';
import { pageHead, pageStructuredData } from '../engine/render/structured-data.ts';
import { BlockList, RenderEnvironmentContext, type RenderEnvironment } from '../engine/render/block-list.tsx';
import { Providers } from '../engine/render/providers.tsx';
import { createSiteCache } from '../engine/render/emotion-cache.ts';
import { ImageManifestContext, type ImageManifest } from '../engine/images/manifest.ts';
import { Layout, NotFound, SharedLayoutContext } from '../layout/Layout.tsx';
import { createSharedLayout } from './shared-layout.tsx';
import { Breadcrumbs } from '../layout/breadcrumbs/Breadcrumbs.tsx';
import { breadcrumbTrail, type Crumb } from '../engine/breadcrumbs.ts';
import { socialImageFor } from '../engine/social.ts';

export interface ClientAssets {
  /** URL of the island/behavior loader script; pages with client blocks load it as a module. */
  loaderSrc?: string;
  /** Extra tags for <head> (dev mode adds Vite's client). */
  headExtra?: string;
  /** Pictures processed by the build (engine/images/process.ts), by their config `src`. */
  images?: ImageManifest;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

export interface RendererOptions {
  /**
   * Render the global styles, header and footer once and reuse them in every page (shared-layout.tsx;
   * the same bytes). Off renders every part per page: the reference the tests compare with.
   */
  sharedLayout?: boolean;
}

export function createSiteRenderer(config: SiteConfig, registry: BlockRegistry, assets: ClientAssets = {}, options: RendererOptions = {}) {
  const table = buildRouteTable(config);
  const byPath = new Map(table.map((entry) => [entry.path, entry]));
  const menus = buildMenus(config);
  const trails = new Map<string, Crumb[] | undefined>();
  const trailOf = (entry: (typeof table)[number]) => {
    if (!trails.has(entry.path))
      trails.set(
        entry.path,
        breadcrumbTrail(entry, (path) => byPath.get(path), menus),
      );
    return trails.get(entry.path);
  };
  // Route objects and the static handler are built once per renderer, not per page: both are
  // O(routes), so per-page construction made a build O(routes²).
  const routes = createRouteObjects(table, {
    layout: (outlet) => (
      <Layout site={config.site} menus={menus}>
        {outlet}
      </Layout>
    ),
    page: (e) => {
      const trail = trailOf(e);
      return (
        <>
          {trail && <Breadcrumbs trail={trail} />}
          <BlockList blocks={e.page.blocks} />
        </>
      );
    },
    notFound: () => <NotFound site={config.site} />,
  });
  const handler = createStaticHandler(routes);
  const shared = options.sharedLayout === false ? undefined : createSharedLayout(config.site, menus);

  async function render(path: string): Promise<RenderedPage> {
    const cache = createSiteCache();
    // createInstance marks the cache for extraction, so styles are collected instead of inlined per element.
    const emotion = createEmotionServer(cache);
    const entry = byPath.get(path);
    const env: RenderEnvironment = { registry, site: config.site, path, ...(entry && entry.canonicalPath !== path ? { canonicalPath: entry.canonicalPath } : {}), cache };
    const context = await handler.query(new Request(new URL(path, 'http://localhost')));
    if (context instanceof Response) throw new Error(`Unexpected redirect while rendering ${path}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const rendered = renderToString(
      <Providers cache={cache} injectGlobals={shared ? 'shared' : true}>
        <SharedLayoutContext.Provider value={shared?.reached(cache)}>
          <RenderEnvironmentContext.Provider value={env}>
            <ChildBlocksContext.Provider value={BlockList}>
              <ImageManifestContext.Provider value={assets.images ?? {}}>
                <CalendarContext.Provider value={config.calendar}>
                  <RuleTablesContext.Provider value={config.rules ?? {}}>
                    <StaticRouterProvider router={router} context={context} hydrate={false} />
                  </RuleTablesContext.Provider>
                </CalendarContext.Provider>
              </ImageManifestContext.Provider>
            </ChildBlocksContext.Provider>
          </RenderEnvironmentContext.Provider>
        </SharedLayoutContext.Provider>
      </Providers>,
    );
    const { body, styles } = shared ? shared.finish(rendered, cache) : { body: rendered, styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(rendered)) };
    const image = entry ? socialImageFor(config.site, entry.page) : undefined;
    const head = buildHead({
      site: config.site,
      title: entry ? entry.page.title : config.site.notFound.title,
      description: entry ? entry.page.description : config.site.notFound.message,
      canonicalPath: entry?.canonicalPath,
      jsonLd: entry ? pageStructuredData(config.site, entry.page, registry, trailOf(entry), image?.path) : [],
      image,
      ...(entry ? pageHead(entry.page, registry) : {}),
    });
    const needsLoader = assets.loaderSrc && /data-(island|behavior)=/.test(body);
    const html =
      `<!doctype html><html lang="en-IN"><head>${headToHtml(head)}${styles}${assets.headExtra ?? ''}</head>` +
      `<body>${body}${needsLoader ? `<script type="module" src="${assets.loaderSrc}"></script>` : ''}</body></html>`;
    return { status: entry ? 200 : 404, html };
  }

  return { routes: table, menus, render };
}
