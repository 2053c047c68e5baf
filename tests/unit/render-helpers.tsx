// The one way unit tests render blocks: through the generated registry and the engine's block list,
// as a page would (container blocks render their children the same way), with the fixture site.
import { renderToStaticMarkup } from 'react-dom/server';
import createCache from '@emotion/cache';
import { ChildBlocksContext, type Block } from '../../engine/block-api.tsx';
import { BlockList, RenderEnvironmentContext } from '../../engine/render/block-list.tsx';
import { Providers } from '../../engine/render/providers.tsx';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { MINIMAL_SITE } from './helpers.ts';

/** site.json of tests/fixtures/minimal-site. */
export const site = validateSiteConfig(MINIMAL_SITE, blockRegistry).config!.site;

/** Renders blocks as page `path` would and returns the HTML without Emotion's <style> tags. */
export function renderBlocks(blocks: Block[], path = '/test'): string {
  const cache = createCache({ key: 'css' });
  const html = renderToStaticMarkup(
    <Providers cache={cache}>
      <RenderEnvironmentContext.Provider value={{ registry: blockRegistry, site, path, cache }}>
        <ChildBlocksContext.Provider value={BlockList}>
          <BlockList blocks={blocks} />
        </ChildBlocksContext.Provider>
      </RenderEnvironmentContext.Provider>
    </Providers>,
  );
  // Without critical-CSS extraction Emotion writes <style> tags next to elements; drop them.
  return html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
}

/** Visible text of an HTML fragment, whitespace collapsed. */
export function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}
