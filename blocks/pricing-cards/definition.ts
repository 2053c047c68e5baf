import { defineBlock } from '../../engine/block-api.tsx';
import { PricingCards } from './PricingCards.tsx';
import { pricingStructuredData } from './structured-data.ts';
import { checkTooltips } from '../shared/tooltip-check.ts';

export default defineBlock('pricing-cards', {
  component: PricingCards,
  // The buttons are forms that add to the quote; behavior.ts posts them in the background.
  client: { kind: 'behavior', hydrate: 'interaction' },
  structuredData: pricingStructuredData,
  check: (block) => [
    ...checkTooltips(
      block.tooltips,
      block.plans.flatMap((p) => [p.badge, p.taxNote]),
    ),
    ...(block.plans.length + (block.quotes?.length ?? 0) === 0
      ? [{ severity: 'error' as const, path: ['plans'], message: 'the section has no plans and no services quoted on request: add at least one' }]
      : []),
  ],
});
