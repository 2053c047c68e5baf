import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { system } from '../theme.ts';

/**
 * The Chakra + Emotion context every server render and every island root uses. `injectGlobals`: true
 * writes the theme's global CSS (reset, tokens, layer order); false is for islands, inside a page that
 * has it already; "shared" is for a page render whose global CSS was rendered once for the whole build
 * (renderer/shared-layout.tsx) — the same CSS layers as true, only the global styles left out.
 */
export function Providers({ cache, children, injectGlobals = true }: { cache: EmotionCache; children: ReactNode; injectGlobals?: boolean | 'shared' }) {
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={injectGlobals === 'shared' ? sharedGlobalsSystem : injectGlobals ? system : islandSystem}>{children}</ChakraProvider>
    </CacheProvider>
  );
}

// Islands hydrate inside a page whose <head> already holds the global CSS (reset, tokens) from the
// prerender; giving their provider an empty global list stops each island from inserting it again.
const islandSystem = Object.assign(Object.create(Object.getPrototypeOf(system)) as typeof system, system, {
  _global: [],
  _config: { ...system._config, disableLayers: true },
});

// Serialising the global styles (~7 KB of CSS) was a fixed cost of every page render. With an empty
// global list and layer statement, ChakraProvider inserts one empty global style, which
// shared-layout.tsx leaves out when it merges the CSS.
const sharedGlobalsSystem = Object.assign(Object.create(Object.getPrototypeOf(system)) as typeof system, system, {
  _global: [],
  layers: { ...system.layers, atRule: '' },
});
