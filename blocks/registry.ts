// Maps each block type to its component and how it reaches the browser. The mapped type makes
// TypeScript require exactly one entry per block type in the schemas — no casts needed.
import type { BlockRegistry } from '../engine/blocks.ts';
import { Hero } from './hero/Hero.tsx';
import { ServiceGrid } from './service-grid/ServiceGrid.tsx';
import { Faq } from './faq/Faq.tsx';
import { faqStructuredData } from './faq/structured-data.ts';
import { PricingCards } from './pricing-cards/PricingCards.tsx';
import { Steps } from './steps/Steps.tsx';
import { Tabs } from './tabs/Tabs.tsx';

export const blockRegistry: BlockRegistry = {
  hero: { component: Hero, client: { kind: 'behavior', hydrate: 'load' } },
  'service-grid': { component: ServiceGrid },
  faq: { component: Faq, structuredData: faqStructuredData },
  'pricing-cards': { component: PricingCards },
  steps: { component: Steps },
  tabs: { component: Tabs, client: { kind: 'behavior', hydrate: 'load' } },
};
