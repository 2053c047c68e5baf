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
import type { RenderLanguage } from '../engine/i18n/alternates.ts';
import { fallbackMarksToHtml } from '../engine/i18n/fallback-html.ts';
import { compactClassNames } from './compact-classes.ts';
import { isMainLanguage, ogLocale, pathIn, siteLanguages, withInLanguage } from '../engine/i18n/languages.ts';
import { SEARCH_PAGE_PATH } from '../engine/search/page-slots.ts';
import { LanguageLinks } from '../layout/language-links/LanguageLinks.tsx';
import { WordsContext } from '../engine/i18n/words-context.ts';
import type { PageWords } from '../engine/i18n/words.ts';
import { projectInterfaceWords } from '../engine/i18n/interface-words.ts';

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
  /** The language this renderer writes (engine/i18n/alternates.ts): its lang, menus, hreflang alternates and language links. English (India) without it. */
  language?: RenderLanguage;
}

export function createSiteRenderer(config: SiteConfig, registry: BlockRegistry, assets: ClientAssets = {}, options: RendererOptions = {}) {
  const table = buildRouteTable(config);
  const byPath = new Map(table.map((entry) => [entry.path, entry]));
  const menus = options.language?.menus ?? buildMenus(config);
  const language = options.language;
  // A translated page's structured data says its language; the main language's stays as its blocks write it.
  // The header's brand link and search go to the home and search page of the page's language when that
  // language has them (/hi, /hi/search), else to the English ones.
  const code = language?.language.code ?? siteLanguages(config.site)[0]!.code;
  const local = (path: string) => (byPath.has(pathIn(config.site, code, path)) ? pathIn(config.site, code, path) : path);
  const paths = { home: local('/'), search: local(SEARCH_PAGE_PATH) };
  const inPageLanguage = <T,>(items: T[]) => (language && !isMainLanguage(config.site, language.language.code) ? withInLanguage(items, language.language.locale) : items);
  // The components' words in the page's language (engine/i18n/words.ts), and its locale for dates and numbers.
  const words: PageWords = { words: config.interface ?? projectInterfaceWords(), locale: language?.language.locale ?? 'en-IN' };
  const trails = new Map<string, Crumb[] | undefined>();
  const trailOf = (entry: (typeof table)[number]) => {
    if (!trails.has(entry.path))
      trails.set(
        entry.path,
        breadcrumbTrail(entry, (path) => byPath.get(path), menus, { name: words.words.layout.home, path: paths.home }),
      );
    return trails.get(entry.path);
  };
  // Route objects and the static handler are built once per renderer, not per page: both are
  // O(routes), so per-page construction made a build O(routes²).
  const routes = createRouteObjects(table, {
    layout: (outlet) => (
      <Layout site={config.site} menus={menus} paths={paths}>
        {outlet}
      </Layout>
    ),
    page: (e) => {
      const trail = trailOf(e);
      return (
        <>
          {language && <LanguageLinks links={language.links[e.path] ?? []} note={language.partial.includes(e.path) ? language.language.untranslatedNote : undefined} />}
          {trail && <Breadcrumbs trail={trail} />}
          <BlockList blocks={e.page.blocks} />
        </>
      );
    },
    notFound: () => <NotFound site={config.site} />,
  });
  const handler = createStaticHandler(routes);
  const shared = options.sharedLayout === false ? undefined : createSharedLayout(config.site, menus, words, paths);

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
          <WordsContext.Provider value={words}>
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
          </WordsContext.Provider>
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
      jsonLd: entry ? inPageLanguage(pageStructuredData(config.site, entry.page, registry, trailOf(entry), image?.path)) : [],
      image,
      ...(entry ? pageHead(entry.page, registry) : {}),
      ...(language ? { locale: ogLocale(language.language), alternates: entry ? (language.versions[entry.path] ?? []) : [] } : {}),
    });
    const needsLoader = assets.loaderSrc && /data-(island|behavior)=/.test(body);
    const page =
      `<!doctype html><html lang="${language?.language.locale ?? 'en-IN'}"><head>${headToHtml(head)}${styles}${assets.headExtra ?? ''}</head>` +
      `<body>${body}${needsLoader ? `<script type="module" src="${assets.loaderSrc}"></script>` : ''}</body></html>`;
    // Texts a translation left in English become <span lang="en"> (engine/i18n/fallback-html.ts).
    const html = compactClassNames(page.includes('\uE000') ? fallbackMarksToHtml(page).html : page);
    return { status: entry ? 200 : 404, html };
  }

  return { routes: table, menus, render };
}
