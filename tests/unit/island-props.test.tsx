// Islands carry their props in the page; only the site facts a block declares (`siteFacts`) travel.
// A missing fact would make the browser's first render differ from the server's (a hydration
// mismatch), so every island on the site is rendered both ways here and must give the same HTML.
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { describe, expect, it } from 'vitest';
import type { BlockContext, BlockProps } from '../../engine/block-api.tsx';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { pickSiteFacts } from '../../engine/render/block-list.tsx';
import { allBlocks } from '../../engine/render/structured-data.ts';
import { Providers } from '../../engine/render/providers.tsx';
import { blockRegistry } from '../../blocks/registry.ts';
import { renderBlocks } from './render-helpers.tsx';

const config = validateSiteConfig(join(ROOT_DIR, 'site-config'), blockRegistry).config!;

function render(props: BlockProps) {
  const Component = blockRegistry[props.block.type].component as (p: BlockProps) => React.ReactNode;
  return renderToString(
    <Providers cache={createCache({ key: 'css' })} injectGlobals={false}>
      <Component {...props} />
    </Providers>,
  );
}

describe('island props', () => {
  const islands = config.pages.flatMap(({ page }) =>
    allBlocks(page.blocks)
      .filter((block) => blockRegistry[block.type].client?.kind === 'island')
      .map((block) => ({ path: page.paths[0]!, block })),
  );

  it('finds the site’s forms', () => {
    expect(islands.length).toBeGreaterThanOrEqual(6);
  });

  it('with only the declared site facts, every island renders exactly as with the whole site', () => {
    for (const { path, block } of islands) {
      const facts = blockRegistry[block.type].client!.siteFacts ?? [];
      const context: BlockContext = { site: config.site, path, index: 0, key: '0', nested: false };
      const trimmed = { ...context, site: pickSiteFacts(config.site, facts) as typeof config.site };
      expect(render({ block, context: trimmed }), `${path} ${block.type} ${block.id ?? ''}`).toBe(render({ block, context }));
    }
  });

  it('writes only the declared facts into the page', () => {
    const html = renderBlocks([islands[0]!.block]);
    const json = html.match(/<script type="application\/json" data-island-props="">([\s\S]*?)<\/script>/)![1]!;
    // The fixture site (renderBlocks) has no privacy notice, so of the form's two facts one is there.
    expect(Object.keys(JSON.parse(json).context.site)).toEqual(['apiHost']);
  });
});
