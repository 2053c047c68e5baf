import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { system } from '../theme.ts';

/** The Chakra + Emotion context every server render and every island root uses. */
export function Providers({ cache, children, injectGlobals = true }: { cache: EmotionCache; children: ReactNode; injectGlobals?: boolean }) {
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={injectGlobals ? system : islandSystem}>{children}</ChakraProvider>
    </CacheProvider>
  );
}

// Islands hydrate inside a page whose <head> already holds the global CSS (reset, tokens) from the
// prerender; giving their provider an empty global list stops each island from inserting it again.
const islandSystem = Object.assign(Object.create(Object.getPrototypeOf(system)) as typeof system, system, {
  _global: [],
  _config: { ...system._config, disableLayers: true },
});
