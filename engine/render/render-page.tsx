// Server rendering of one path to a complete HTML document: head as data, Chakra/Emotion critical
// CSS inlined, islands rendered as their own roots (same identifierPrefix as on the client).
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { chakra } from '@chakra-ui/react/styled-system';
import type { SiteConfig } from '../config/validate.ts';
import type { Block, BlockContext, BlockProps, BlockRegistry } from '../blocks.ts';
import { buildMenus, type Menus } from '../menus.ts';
import { buildRouteTable, createRouteObjects, type RouteEntry } from '../routes.tsx';
import { buildHead, headToHtml, safeJson } from './head.ts';
import { Providers } from './providers.tsx';
import { SiteHeader } from '../../blocks/site-header/SiteHeader.tsx';
import { SiteFooter } from '../../blocks/site-footer/SiteFooter.tsx';
import { NotFound } from '../../blocks/not-found/NotFound.tsx';

export interface ClientAssets {
  /** URL of the island/behavior loader script; pages with client blocks load it as a module. */
  loaderSrc?: string;
  /** Extra tags for <head> (dev mode adds Vite's client). */
  headExtra?: string;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

interface IslandMarkup {
  id: string;
  html: string;
  props: string;
}

export function islandId(index: number) {
  return `b${index}-`;
}

export function createSiteRenderer(config: SiteConfig, registry: BlockRegistry, assets: ClientAssets = {}) {
  const table = buildRouteTable(config);
  const byPath = new Map(table.map((entry) => [entry.path, entry]));
  const menus = buildMenus(config);

  async function render(path: string): Promise<RenderedPage> {
    const cache = createCache({ key: 'css' });
    // createInstance marks the cache for extraction, so styles are collected instead of inlined per element.
    const emotion = createEmotionServer(cache);
    const entry = byPath.get(path);
    const islands = new Map<number, IslandMarkup>();
    entry?.page.blocks.forEach((block, index) => {
      const definition = registry[block.type];
      if (definition.client?.kind !== 'island') return;
      const Component = definition.component as ComponentType<BlockProps>;
      const props: BlockProps = { block, context: blockContext(config, path, index) };
      const id = islandId(index);
      const html = renderToString(
        <Providers cache={cache} injectGlobals={false}>
          <Component {...props} />
        </Providers>,
        { identifierPrefix: id },
      );
      islands.set(index, { id, html, props: safeJson(props) });
    });

    const routes = createRouteObjects(table, {
      layout: (outlet) => <Layout config={config} menus={menus}>{outlet}</Layout>,
      page: (e) => <PageView entry={e} config={config} registry={registry} islands={islands} path={path} />,
      notFound: () => <NotFound site={config.site} />,
    });
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(path, 'http://localhost')));
    if (context instanceof Response) throw new Error(`Unexpected redirect while rendering ${path}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const body = renderToString(
      <Providers cache={cache}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>,
    );
    const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
    const head = buildHead({
      site: config.site,
      title: entry ? entry.page.title : config.site.notFound.title,
      description: entry ? entry.page.description : config.site.notFound.message,
      canonicalPath: entry?.canonicalPath,
    });
    const needsLoader = assets.loaderSrc && /data-(island|behavior)=/.test(body);
    const html =
      `<!doctype html><html lang="en-IN"><head>${headToHtml(head)}${styles}${assets.headExtra ?? ''}</head>` +
      `<body>${body}${needsLoader ? `<script type="module" src="${assets.loaderSrc}"></script>` : ''}</body></html>`;
    return { status: entry ? 200 : 404, html };
  }

  return { routes: table, menus, render };
}

export function blockContext(config: SiteConfig, path: string, index: number): BlockContext {
  return { site: config.site, path, index };
}

function Layout({ config, menus, children }: { config: SiteConfig; menus: Menus; children: ReactNode }) {
  return (
    <>
      <chakra.a href="#main" position="absolute" left="2" top="-20" zIndex="overlay" bg="brand.800" color="white" px="4" py="3" borderRadius="md" fontWeight="semibold" _focus={{ top: '2' }}>
        Skip to main content
      </chakra.a>
      <SiteHeader site={config.site} menus={menus} />
      <chakra.main id="main" tabIndex={-1} _focus={{ outline: 'none' }}>{children}</chakra.main>
      <SiteFooter site={config.site} menus={menus} />
    </>
  );
}

function PageView({ entry, config, registry, islands, path }: { entry: RouteEntry; config: SiteConfig; registry: BlockRegistry; islands: Map<number, IslandMarkup>; path: string }) {
  return (
    <>
      {entry.page.blocks.map((block: Block, index) => {
        const definition = registry[block.type];
        const key = `${block.type}-${index}`;
        const island = islands.get(index);
        if (island && definition.client) {
          return (
            <div key={key} data-island={block.type} data-hydrate={definition.client.hydrate} data-island-id={island.id}>
              <div data-island-root="" dangerouslySetInnerHTML={{ __html: island.html }} />
              <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: island.props }} />
            </div>
          );
        }
        const Component = definition.component as ComponentType<BlockProps>;
        const rendered = <Component block={block} context={blockContext(config, path, index)} />;
        if (definition.client?.kind === 'behavior') {
          return (
            <div key={key} data-behavior={block.type} data-hydrate={definition.client.hydrate}>
              {rendered}
            </div>
          );
        }
        return <div key={key} style={{ display: 'contents' }}>{rendered}</div>;
      })}
    </>
  );
}
