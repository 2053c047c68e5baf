// The parts every page shares — the theme's global styles, the header and the footer — rendered once
// per renderer (so once per build thread) instead of once per page, then put into each page with their
// CSS where a full render of the page would have put it. The output is byte-for-byte a per-page render
// (tests/unit/shared-layout.test.ts renders every route both ways):
// - the header and footer depend on site.json and the menus only (not on the page, and they use no
//   useId), so their HTML is the same on every page; the page render writes a marker in their place,
//   at the same position in the tree, so the page's own ids do not move;
// - Emotion writes critical CSS in the order styles were first inserted: globals, the skip link,
//   header, page, footer. Each part's insertion order is recorded and the page's cache rebuilt in that
//   order (a style the page shares with the header keeps the header's place), and Emotion's own
//   extractCriticalToChunks then picks and writes the styles as it would have.
import { renderToString } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import type { EmotionCache } from '@emotion/cache';
import type { Site } from '../engine/generated/config.ts';
import type { Menus } from '../engine/menus.ts';
import { createSiteCache } from '../engine/render/emotion-cache.ts';
import { Providers } from '../engine/render/providers.tsx';
import { type LayoutSlot, layoutSlotMarker } from '../layout/Layout.tsx';
import { SiteHeader, type HeaderPaths } from '../layout/site-header/SiteHeader.tsx';
import { SiteFooter } from '../layout/site-footer/SiteFooter.tsx';
import { WordsContext } from '../engine/i18n/words-context.ts';
import type { PageWords } from '../engine/i18n/words.ts';

interface Part {
  html: string;
  /** Style names in the order this part inserted them, and the cache that holds them. */
  order: string[];
  cache: EmotionCache;
}

function renderPart(node: React.ReactNode, injectGlobals: true | 'shared'): Part {
  const cache = createSiteCache();
  createEmotionServer(cache); // marks the cache for extraction: styles are collected, never inlined
  const html = renderToString(
    <Providers cache={cache} injectGlobals={injectGlobals}>
      {node}
    </Providers>,
  );
  return { html, order: Object.keys(cache.inserted), cache };
}

export interface SharedLayout {
  /** Called by the page render as it reaches a slot; the page's CSS up to the header is noted then. */
  reached(cache: EmotionCache): (slot: LayoutSlot) => void;
  /** The page's complete body and its style tags, as a per-page render would have written them. */
  finish(body: string, cache: EmotionCache): { body: string; styles: string };
}

export function createSharedLayout(site: Site, menus: Menus, words: PageWords, paths?: HeaderPaths): SharedLayout {
  const globals = renderPart(null, true);
  // The empty global style the "shared" provider inserts on every render (providers.tsx).
  const empty = new Set(renderPart(null, 'shared').order);
  const header = renderPart(
    <WordsContext.Provider value={words}>
      <SiteHeader site={site} menus={menus} paths={paths} />
    </WordsContext.Provider>,
    'shared',
  );
  const footer = renderPart(
    <WordsContext.Provider value={words}>
      <SiteFooter site={site} menus={menus} />
    </WordsContext.Provider>,
    'shared',
  );
  const parts = [globals, header, footer];
  // Each page's styles inserted before the header (the skip link's), by the page's cache.
  const snapshots = new WeakMap<EmotionCache, string[]>();

  return {
    reached: (cache) => (slot) => {
      if (slot === 'header') snapshots.set(cache, Object.keys(cache.inserted));
    },
    finish(body, cache) {
      const beforeHeader = snapshots.get(cache) ?? [];
      snapshots.delete(cache);
      const before = new Set(beforeHeader);
      const page = Object.keys(cache.inserted);
      const order = [...globals.order, ...beforeHeader, ...header.order, ...page.filter((name) => !before.has(name)), ...footer.order];
      const merged = createSiteCache();
      const server = createEmotionServer(merged);
      const sources = [...parts.map((part) => part.cache), cache];
      for (const name of order) {
        if (name in merged.inserted || (empty.has(name) && !globals.order.includes(name))) continue;
        const from = sources.find((source) => name in source.inserted)!;
        merged.inserted[name] = from.inserted[name]!;
      }
      for (const source of sources) Object.assign(merged.registered, source.registered);
      const full = body.replace(layoutSlotMarker('header'), () => header.html).replace(layoutSlotMarker('footer'), () => footer.html);
      return { body: full, styles: server.constructStyleTagsFromChunks(server.extractCriticalToChunks(full)) };
    },
  };
}
