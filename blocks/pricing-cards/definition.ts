import { defineBlock } from '../../engine/block-api.tsx';
import { PricingCards } from './PricingCards.tsx';
import { pricingStructuredData } from './structured-data.ts';
import { checkTooltips } from '../shared/tooltip-check.ts';

export default defineBlock('pricing-cards', {
  component: PricingCards,
  structuredData: pricingStructuredData,
  check: (block) =>
    checkTooltips(
      block.tooltips,
      block.plans.flatMap((p) => [p.badge, p.taxNote]),
    ),
});
