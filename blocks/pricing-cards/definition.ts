import { defineBlock } from '../../engine/block-api.tsx';
import { PricingCards } from './PricingCards.tsx';
import { pricingStructuredData } from './structured-data.ts';

export default defineBlock('pricing-cards', {
  component: PricingCards,
  structuredData: pricingStructuredData,
});
