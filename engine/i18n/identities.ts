// Names a visitor reads and the quote also matches on. A price card's plan and a service card go into
// the visitor's quote under an id made of their service and plan names (engine/rules/quote.ts); when a
// translation changes a plan's name or a card's title, the button would add an item the quote does not
// know. So before a page is shown in another language, each such button is pinned to the English name
// (`action.plan`, `action.service`), and the names themselves are free to be translated.
import type { Page } from '../generated/config.ts';
import { allBlocks } from '../rules/quote.ts';

type Action = { service?: string; plan?: string; [key: string]: unknown };
type Named = { name?: string; title?: string; action?: Action };

/** `translated` (a copy of `english` with its texts translated) with every quote button naming the English service and plan. */
export function pinQuoteNames(english: Page, translated: Page): Page {
  const englishBlocks = allBlocks(english.blocks);
  const translatedBlocks = allBlocks(translated.blocks);
  englishBlocks.forEach((source, index) => {
    const target = translatedBlocks[index] as unknown as Record<string, unknown>;
    if (source.type === 'pricing-cards') {
      for (const list of ['plans', 'quotes'] as const) {
        const from = (source as unknown as Record<string, Named[] | undefined>)[list] ?? [];
        const to = (target[list] as Named[] | undefined) ?? [];
        from.forEach((plan, i) => {
          const card = to[i];
          if (card?.action && plan.action && !plan.action.plan && card.name !== plan.name) card.action = { ...card.action, plan: plan.name! };
        });
      }
    } else if (source.type === 'service-grid') {
      const from = source.services as Named[];
      const to = target.services as Named[];
      from.forEach((service, i) => {
        const card = to[i];
        const action = service.action ?? source.action;
        if (!card || !action || action.service || card.title === service.title) return;
        card.action = { ...(card.action ?? (target.action as Action)), service: service.title! };
      });
    }
  });
  return translated;
}
