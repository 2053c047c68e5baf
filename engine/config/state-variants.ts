// A page whose figures depend on the state (a price plan with stamp duty, the comparison of business
// structures) gets a page of its own for every state and union territory of gst-states.json, below it:
// /company-registration/maharashtra. Each is the same page with "chosenState" filled into the sections
// that depend on it, so the cards show that state's exact total, prerendered like every page: the
// server renders nothing. The sections' "Your state" form is a plain GET form (`?state=maharashtra`),
// which the server answers with a redirect to the state's page (server/static-site.ts), so it works
// without JavaScript and the address can be shared. The state pages point their canonical link at the
// page without a state: they stay out of the sitemap and the site search, and share its card.
import type { ChosenState, Page } from '../generated/config.ts';
import type { PageFile } from '../types.ts';
import { STATE_PARAM, statesWithFigures, type RuleTables } from '../rules/tables.ts';
import { walkBlocks } from './page-walk.ts';

type AnyBlock = Record<string, unknown>;

/** The stamp duties a section's figures depend on: a price card's, or the plans a comparison names. */
export function stampRefsOf(block: AnyBlock): { documents: string[] }[] {
  const refs = (cards: AnyBlock[] | undefined) => (cards ?? []).flatMap((card) => (card.stampDuty ? [card.stampDuty as { documents: string[] }] : []));
  if (block.type === 'structure-comparison') return refs(((block.structures as AnyBlock[] | undefined) ?? []).map((s) => (s.priced as AnyBlock | undefined) ?? {}));
  if (block.type === 'pricing-cards') return refs([...((block.plans as AnyBlock[] | undefined) ?? []), ...((block.quotes as AnyBlock[] | undefined) ?? [])]);
  return [];
}

/** Whether a section's figures depend on the state. */
export function dependsOnState(block: AnyBlock): boolean {
  return block.type === 'structure-comparison' || stampRefsOf(block).length > 0;
}

/** Every stamp duty the page's sections depend on. */
function pageStampRefs(page: Pick<Page, 'blocks'>): { documents: string[] }[] {
  const found: { documents: string[] }[] = [];
  walkBlocks(page.blocks, ['blocks'], (block) => {
    found.push(...stampRefsOf(block));
  });
  return found;
}

/** `blocks` with `chosen` written into every section that depends on the state, also in tab panels. */
function choose(blocks: Page['blocks'], chosen: ChosenState): Page['blocks'] {
  return blocks.map((block) => {
    if (block.type === 'tabs') return { ...block, panels: block.panels.map((panel) => ({ ...panel, blocks: choose(panel.blocks as Page['blocks'], chosen) })) } as typeof block;
    return dependsOnState(block as unknown as AnyBlock) ? ({ ...block, chosenState: chosen } as typeof block) : block;
  });
}

/**
 * The pages, each followed by a page per state where its figures differ from the range: states whose
 * stamp duty table has every document of one of its plans (the others show the range, and their
 * visitors stay on the page without a state).
 */
export function withStateVariants(pages: PageFile[], rules: RuleTables | undefined, day: string): PageFile[] {
  if (!rules) return pages;
  return pages.flatMap((file) => {
    if (file.parentPath || file.template) return [file];
    const states = statesWithFigures(pageStampRefs(file.page), rules, day);
    if (!states.length) return [file];
    const base = file.page.paths[0]!;
    const { menu: _menu, ...page } = file.page;
    const variants = states.map(
      (state): PageFile => ({
        file: file.file,
        page: { ...page, paths: [`${base}/${state.slug}`], blocks: choose(page.blocks, { code: state.code, name: state.name, basePath: base }) },
        canonicalPath: base,
        choice: { param: STATE_PARAM, value: state.slug },
        ...(file.lastmod ? { lastmod: file.lastmod } : {}),
      }),
    );
    return [file, ...variants];
  });
}
