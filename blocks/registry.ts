// Maps each block type to its component and how it reaches the browser. The mapped type makes
// TypeScript require exactly one entry per block type in the schemas — no casts needed.
import type { BlockRegistry } from '../engine/blocks.ts';
import { Hero } from './hero/Hero.tsx';
import { ServiceGrid } from './service-grid/ServiceGrid.tsx';
import { Faq } from './faq/Faq.tsx';

export const blockRegistry: BlockRegistry = {
  hero: { component: Hero, client: { kind: 'behavior', hydrate: 'load' } },
  'service-grid': { component: ServiceGrid },
  faq: { component: Faq },
};
