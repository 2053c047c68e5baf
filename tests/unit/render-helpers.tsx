// The one way unit tests render blocks: through the generated registry and the engine's block list,
// as a page would (container blocks render their children the same way), with the fixture site.
import { renderToStaticMarkup } from 'react-dom/server';
import createCache from '@emotion/cache';
import { ChildBlocksContext, RuleTablesContext, WordsContext, type Block, type PageWords, type RuleTables } from '../../engine/block-api.tsx';
import { projectInterfaceWords } from '../../engine/i18n/interface-words.ts';
import { BlockList, RenderEnvironmentContext } from '../../engine/render/block-list.tsx';
import { Providers } from '../../engine/render/providers.tsx';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { MINIMAL_SITE } from './helpers.ts';

/** site.json of tests/fixtures/minimal-site. */
export const site = validateSiteConfig(MINIMAL_SITE, blockRegistry).config!.site;

/** The site's English words (site-config/interface.json), as the renderer gives them to an English page. */
export const englishWords: PageWords = { words: projectInterfaceWords(), locale: 'en-IN' };

/** Renders blocks as page `path` would and returns the HTML without Emotion's <style> tags; `rules`: the rule tables blocks compute with. */
export function renderBlocks(blocks: Block[], path = '/test', rules: RuleTables = {}): string {
  const cache = createCache({ key: 'css' });
  const html = renderToStaticMarkup(
    <Providers cache={cache}>
      <WordsContext.Provider value={englishWords}>
        <RenderEnvironmentContext.Provider value={{ registry: blockRegistry, site, path, cache }}>
          <RuleTablesContext.Provider value={rules}>
            <ChildBlocksContext.Provider value={BlockList}>
              <BlockList blocks={blocks} />
            </ChildBlocksContext.Provider>
          </RuleTablesContext.Provider>
        </RenderEnvironmentContext.Provider>
      </WordsContext.Provider>
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

/** The HTML of each element whose opening tag carries `attr` (elements of the same tag, not nested in each other). */
export function elementsWith(html: string, attr: string): string[] {
  const out: string[] = [];
  const re = new RegExp(`<([a-z0-9]+)\\b[^>]*\\s${attr}(="[^"]*")?[^>]*>`, 'g');
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const tag = m[1]!;
    let depth = 0;
    const tagRe = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    tagRe.lastIndex = m.index;
    for (let t = tagRe.exec(html); t; t = tagRe.exec(html)) {
      depth += t[1] ? -1 : 1;
      if (depth === 0) {
        out.push(html.slice(m.index, t.index + t[0].length));
        break;
      }
    }
  }
  return out;
}

/** The opening tag of every element carrying `attr="value"` (any value when none is given). */
export function tagsWith(html: string, attr: string, value?: string): string[] {
  const re = new RegExp(`<[a-z0-9]+\\b[^>]*\\s${attr}="${value ?? '[^"]*'}"[^>]*>`, 'g');
  return html.match(re) ?? [];
}

/** The value of the first `attr="…"` in the HTML (React writes some names in camelCase, so case is ignored). */
export function attrOf(html: string, attr: string): string | undefined {
  return new RegExp(`\\s${attr}="([^"]*)"`, 'i').exec(html)?.[1];
}
