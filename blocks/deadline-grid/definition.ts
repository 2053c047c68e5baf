import { defineBlock } from '../../engine/block-api.tsx';
import { DeadlineGrid } from './DeadlineGrid.tsx';
import { URGENCY_LABELS } from '../shared/urgency.ts';
import { checkTooltips } from '../shared/tooltip-check.ts';

// Re-labels urgency for the visitor's day; 'idle' keeps it off the critical path (labels are prerendered).
export default defineBlock('deadline-grid', {
  component: DeadlineGrid,
  client: { kind: 'behavior', hydrate: 'idle' },
  // The urgency is worked out on the visitor's day, so any of the four labels can appear.
  check: (block) => checkTooltips(block.tooltips, Object.values(URGENCY_LABELS), { all: true }),
});
