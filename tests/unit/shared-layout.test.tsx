// The global styles, header and footer are rendered once per build and put into every page
// (renderer/shared-layout.tsx): every page must come out byte-for-byte as a render of the whole
// page gives it — its HTML and its critical CSS, in the same order.
import { expect, it } from 'vitest';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { buildRouteTable } from '../../engine/routes.tsx';
import { createSiteRenderer } from '../../renderer/render-page.tsx';
import { blockRegistry } from '../../blocks/registry.ts';
import { MINIMAL_SITE } from './helpers.ts';

for (const [name, dir] of [
  ['the site', undefined],
  ['the fixture site', MINIMAL_SITE],
] as const) {
  it(`renders every route of ${name} and its 404 page the same with the shared layout as without`, async () => {
    const { config } = validateSiteConfig(dir, blockRegistry);
    const paths = [...buildRouteTable(config!).map((entry) => entry.path), '/__not-found__'];
    const perPage = createSiteRenderer(config!, blockRegistry, { loaderSrc: '/assets/loader.js' }, { sharedLayout: false });
    const shared = createSiteRenderer(config!, blockRegistry, { loaderSrc: '/assets/loader.js' });
    const differ: string[] = [];
    for (const path of paths) {
      const [a, b] = [(await perPage.render(path)).html, (await shared.render(path)).html];
      if (a !== b) differ.push(path);
      // The parts really are there: the header's and footer's markup, the global CSS, no marker.
      expect(b).toContain('<style data-emotion="css-global');
      expect(b).toMatch(/<header[\s>]/);
      expect(b).toMatch(/<footer[\s>]/);
      expect(b).not.toContain('data-layout-slot');
    }
    expect(paths.length).toBeGreaterThan(dir ? 3 : 50);
    expect(differ).toEqual([]);
  }, 120_000);
}
