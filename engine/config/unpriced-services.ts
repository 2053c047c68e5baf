// Services the business has set no price for: nothing is invented on the page (a service quoted on
// request says "Our fee: quote within 24 hours" with its government fees), and the validator lists them
// as warnings so the business can fill the prices in — each at its place (file:line), in the editor's words.
// A form for a case of a service the same page prices with plans ("GST Registration – New State", a
// tab above the GST Registration plans) is not one: its visitors read those plans' prices.
import type { PricingCardsBlock } from '../generated/config.ts';
import type { Rule, RuleContext } from './rule-context.ts';
import { at, type Problem } from './problems.ts';
import { pageLabel, placeInWords } from './places.ts';
import { walkBlocks } from './page-walk.ts';

type AnyBlock = Record<string, unknown>;

export const unpricedServices: Rule = {
  name: 'unpriced-services',
  check: ({ pages, schemas }: RuleContext) => {
    const problems: Problem[] = [];
    // Every service some plan or quoted service names, over the whole site.
    const offered = new Set<string>();
    for (const { page } of pages)
      walkBlocks(page.blocks, ['blocks'], (block) => {
        if (block.type !== 'pricing-cards') return;
        const b = block as unknown as PricingCardsBlock;
        for (const card of [...(b.plans ?? []), ...(b.quotes ?? [])]) offered.add(card.action.service);
      });
    for (const { source, page } of pages) {
      // The services this page prices with plans: a form beside them for a case of one of them
      // ("GST Registration – New State" in a tab above the GST Registration plans) reads those prices.
      const pricedHere = new Set<string>();
      walkBlocks(page.blocks, ['blocks'], (block) => {
        if (block.type === 'pricing-cards') for (const plan of (block as unknown as PricingCardsBlock).plans ?? []) pricedHere.add(plan.action.service);
      });
      walkBlocks(page.blocks, ['blocks'], (block: AnyBlock, path) => {
        const place = () => placeInWords(pageLabel(source), path, schemas, 'page.schema.json', page);
        if (block.type === 'pricing-cards') {
          ((block as unknown as PricingCardsBlock).quotes ?? []).forEach((quote, i) =>
            problems.push(
              at(
                source,
                [...path, 'quotes', i, 'name'],
                'warning',
                place(),
                `"${quote.name}" has no price yet: visitors read "Our fee: quote within 24 hours" — when you set one, move it from "Services quoted on request" to "Plans" with its price`,
              ),
            ),
          );
        }
        const action = block.action as { type?: string; service?: string } | undefined;
        if (block.type === 'form' && action?.type === 'enquire' && action.service && !offered.has(action.service) && !isCaseOf(action.service, pricedHere))
          problems.push(
            at(
              source,
              [...path, 'action', 'service'],
              'warning',
              place(),
              `no price plan or service quoted on request names "${action.service}", so this page states no fee for it — add a "pricing-cards" section with a plan (or a service quoted on request) for "${action.service}"`,
            ),
          );
      });
    }
    return problems;
  },
};

/**
 * "GST Registration – New State" is a case of "GST Registration": the service's name, then a dash (–, —
 * or -) and the case. The page's plans for that service are the fees its visitors read for the case.
 */
function isCaseOf(service: string, priced: ReadonlySet<string>): boolean {
  const match = /^(.+?)\s+[–—-]\s+\S/.exec(service);
  return !!match && priced.has(match[1]!);
}
