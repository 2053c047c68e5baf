// The comparison of business structures (blocks/structure-comparison) states no price of its own: each
// structure names the price plan (or service quoted on request) of a service page that registers it —
// { "page": "/company-registration", "name": "Private Limited Company" } — and the validator copies that
// plan's fee, GST, government fees and stamp duty into the block ("priced"). A changed price on the
// service page changes the comparison with it, and the comparison page's HTML depends only on its own
// (filled-in) blocks, so the build's cache re-renders it exactly then.
import type { Page, PricingCardsBlock, StructureComparisonBlock } from '../generated/config.ts';
import type { PageFile } from '../types.ts';
import type { Rule, RuleContext } from './rule-context.ts';
import { at, type Problem } from './problems.ts';
import { pageLabel, placeInWords, type JsonPath } from './places.ts';
import { walkBlocks } from './page-walk.ts';
import { didYouMean } from './suggest.ts';

type Structure = StructureComparisonBlock['structures'][number];
type Priced = NonNullable<Structure['priced']>;
type Card = { name: string; price?: number } & Pick<PricingCardsBlock['plans'][number], 'gst' | 'governmentFees' | 'stampDuty'>;

/** Every price card of a page (plans, then services quoted on request), with the id of its section. */
function cardsOf(page: Pick<Page, 'blocks'>): { card: Card; anchor?: string }[] {
  const cards: { card: Card; anchor?: string }[] = [];
  walkBlocks(page.blocks, ['blocks'], (block) => {
    if (block.type !== 'pricing-cards') return;
    const b = block as unknown as PricingCardsBlock;
    for (const card of [...(b.plans ?? []), ...(b.quotes ?? [])]) cards.push({ card, ...(b.id ? { anchor: b.id } : {}) });
  });
  return cards;
}

/** The figures of the plan a structure names, or a sentence saying why there are none. */
export function linkedPlan(ref: NonNullable<Structure['plan']>, pageAt: (path: string) => Pick<Page, 'blocks'> | undefined): Priced | { problem: string } {
  const page = pageAt(ref.page);
  if (!page) return { problem: `no page has the address ${ref.page} — name the service page whose price plan registers this structure` };
  const cards = cardsOf(page);
  if (!cards.length)
    return { problem: `the page ${ref.page} has no price plans — add a "pricing-cards" section there (a plan, or a service quoted on request), or name another page` };
  const found = cards.find((c) => c.card.name === ref.name);
  if (!found) {
    const names = cards.map((c) => c.card.name);
    const hint = didYouMean(ref.name, names);
    return { problem: `the page ${ref.page} has no plan called "${ref.name}"${hint || ` — its plans are ${names.map((n) => `"${n}"`).join(', ')}`}` };
  }
  const { card, anchor } = found;
  return {
    name: card.name,
    href: anchor ? `${ref.page}#${anchor}` : ref.page,
    ...(card.price !== undefined ? { price: card.price } : {}),
    ...(card.gst ? { gst: card.gst } : {}),
    ...(card.governmentFees ? { governmentFees: card.governmentFees } : {}),
    ...(card.stampDuty ? { stampDuty: card.stampDuty } : {}),
  };
}

/** The pages with every comparison's structures given their plan's figures; unchanged pages are the same objects. */
export function withLinkedPlans(pages: PageFile[]): PageFile[] {
  const byPath = new Map<string, Page>();
  for (const { page } of pages) for (const path of page.paths) if (!byPath.has(path)) byPath.set(path, page);
  return pages.map((file) => {
    if (!JSON.stringify(file.page.blocks).includes('"structure-comparison"')) return file;
    const fill = (blocks: Page['blocks']): Page['blocks'] =>
      blocks.map((block) => {
        if (block.type === 'tabs') return { ...block, panels: block.panels.map((panel) => ({ ...panel, blocks: fill(panel.blocks as Page['blocks']) })) } as typeof block;
        if (block.type !== 'structure-comparison') return block;
        const structures = block.structures.map((s) => {
          if (!s.plan) return s;
          const priced = linkedPlan(s.plan, (path) => byPath.get(path));
          return 'problem' in priced ? s : { ...s, priced };
        });
        return { ...block, structures };
      });
    return { ...file, page: { ...file.page, blocks: fill(file.page.blocks) } };
  });
}

/** A comparison's plan that names no page, or no plan of that page, in the editor's words; and fields the site fills in, typed by hand. */
export const linkedPlans: Rule = {
  name: 'linked-plans',
  check: ({ pages, pageByPath, pathsUnknown, schemas }: RuleContext) => {
    const problems: Problem[] = [];
    for (const { source, page } of pages) {
      walkBlocks(page.blocks, ['blocks'], (block, path) => {
        const place = (p: JsonPath) => placeInWords(pageLabel(source), p, schemas, 'page.schema.json', page);
        if (block.chosenState !== undefined)
          problems.push(
            at(source, [...path, 'chosenState'], 'error', place(path), 'the chosen state is filled in by the site on the page it makes for each state — remove "chosenState"'),
          );
        if (block.type !== 'structure-comparison') return;
        const b = block as unknown as StructureComparisonBlock;
        b.structures.forEach((s, i) => {
          const here: JsonPath = [...path, 'structures', i];
          if (s.priced)
            problems.push(at(source, [...here, 'priced'], 'error', place(here), 'the plan\'s figures are filled in by the site from "Our price plan" — remove "priced"'));
          if (!s.plan || (pathsUnknown && !pageByPath.has(s.plan.page))) return;
          const found = linkedPlan(s.plan, (p) => pageByPath.get(p)?.page);
          if ('problem' in found) problems.push(at(source, [...here, 'plan', found.problem.startsWith('the page') ? 'name' : 'page'], 'error', place(here), found.problem));
        });
      });
    }
    return problems;
  },
};
