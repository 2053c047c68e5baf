// Maps each block type to its component and how it reaches the browser. The mapped type makes
// TypeScript require exactly one entry per block type in the schemas — no casts needed.
import type { BlockRegistry } from '../engine/blocks.ts';
import { Hero } from './hero/Hero.tsx';
import { ServiceGrid } from './service-grid/ServiceGrid.tsx';
import { Faq } from './faq/Faq.tsx';
import { faqStructuredData } from './faq/structured-data.ts';
import { pricingStructuredData } from './pricing-cards/structured-data.ts';
import { jobPostingsStructuredData } from './job-openings/structured-data.ts';
import { PricingCards } from './pricing-cards/PricingCards.tsx';
import { Steps } from './steps/Steps.tsx';
import { Tabs } from './tabs/Tabs.tsx';
import { Stats } from './stats/Stats.tsx';
import { CtaBanner } from './cta-banner/CtaBanner.tsx';
import { Timeline } from './timeline/Timeline.tsx';
import { DeadlineGrid } from './deadline-grid/DeadlineGrid.tsx';
import { ComplianceCalendar } from './compliance-calendar/ComplianceCalendar.tsx';
import { CardGrid } from './card-grid/CardGrid.tsx';
import { JobOpenings } from './job-openings/JobOpenings.tsx';
import { Table } from './table/Table.tsx';
import { PolicySections } from './policy-sections/PolicySections.tsx';
import { RichText } from './rich-text/RichText.tsx';
import { FormBlock } from './form/Form.tsx';

export const blockRegistry: BlockRegistry = {
  hero: { component: Hero, client: { kind: 'behavior', hydrate: 'load' } },
  'service-grid': { component: ServiceGrid },
  faq: { component: Faq, structuredData: faqStructuredData },
  'pricing-cards': { component: PricingCards, structuredData: pricingStructuredData },
  steps: { component: Steps },
  tabs: { component: Tabs, client: { kind: 'behavior', hydrate: 'load' } },
  stats: { component: Stats },
  'cta-banner': { component: CtaBanner },
  timeline: { component: Timeline },
  // Re-labels urgency for the visitor's day; 'idle' keeps it off the critical path (labels are prerendered).
  'deadline-grid': { component: DeadlineGrid, client: { kind: 'behavior', hydrate: 'idle' } },
  // Filters instantly and recomputes for the visitor's day; the prerendered list and GET form work before it loads.
  'compliance-calendar': { component: ComplianceCalendar, client: { kind: 'behavior', hydrate: 'idle' } },
  'card-grid': { component: CardGrid },
  'job-openings': { component: JobOpenings, structuredData: jobPostingsStructuredData },
  table: { component: Table },
  'policy-sections': { component: PolicySections },
  'rich-text': { component: RichText },
  // React island loaded on the first focus, pointer or key inside the form (hydrating on idle cost
  // ~700 ms of blocking time and a Lighthouse mobile score of 0.82); a form may choose another trigger.
  form: { component: FormBlock, client: { kind: 'island', hydrate: (block) => block.hydrate ?? 'interaction' } },
};
