import { defineBlock } from '../../engine/block-api.tsx';
import { ComplianceCalendar } from './ComplianceCalendar.tsx';

// Filters instantly and recomputes for the visitor's day; the prerendered list and the GET form work before it loads.
export default defineBlock('compliance-calendar', {
  component: ComplianceCalendar,
  client: { kind: 'behavior', hydrate: 'idle' },
});
