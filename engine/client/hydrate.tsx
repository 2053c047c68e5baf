// Hydrates one island root. Loaded only when an island's trigger fires, together with React and Chakra.
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Providers } from '../render/providers.tsx';
import { createSiteCache } from '../render/emotion-cache.ts';
import { ISLAND_WORDS_PROP, WordsContext } from '../i18n/words-context.ts';
import type { PageWords } from '../i18n/words.ts';

// One cache for all islands: on creation it adopts the prerendered <style data-emotion="css …"> tags.
const cache = createSiteCache();

/** Resolves once the island has hydrated (its event handlers are attached). */
export function hydrateIsland(wrapper: HTMLElement, Component: unknown): Promise<void> {
  const root = wrapper.querySelector<HTMLElement>(':scope > [data-island-root]');
  const propsScript = wrapper.querySelector<HTMLScriptElement>(':scope > script[data-island-props]');
  if (!root || !propsScript) return Promise.reject(new Error('An island without its root or props.'));
  // The words the island declared (in the page's language) go back into the context they were rendered with.
  const { [ISLAND_WORDS_PROP]: words, ...props } = JSON.parse(propsScript.textContent ?? '{}') as Record<string, unknown>;
  const Island = Component as ComponentType<Record<string, unknown>>;
  return new Promise((resolve) => {
    hydrateRoot(
      root,
      <Providers cache={cache} injectGlobals={false}>
        <MarkHydrated wrapper={wrapper} onHydrated={resolve}>
          <WordsContext.Provider value={words as PageWords | undefined}>
            <Island {...props} />
          </WordsContext.Provider>
        </MarkHydrated>
      </Providers>,
      { identifierPrefix: wrapper.dataset.islandId },
    );
  });
}

// hydrateRoot returns before React has attached; `data-hydrated` is set once the hydration commits.
function MarkHydrated({ wrapper, onHydrated, children }: { wrapper: HTMLElement; onHydrated: () => void; children: ReactNode }) {
  useEffect(() => {
    wrapper.dataset.hydrated = '';
    onHydrated();
  }, [wrapper, onHydrated]);
  return children;
}
