import { defineBlock } from '../../engine/block-api.tsx';
import { DeadlineGrid } from './DeadlineGrid.tsx';

// Re-labels urgency for the visitor's day; 'idle' keeps it off the critical path (labels are prerendered).
export default defineBlock('deadline-grid', {
  component: DeadlineGrid,
  client: { kind: 'behavior', hydrate: 'idle' },
});
