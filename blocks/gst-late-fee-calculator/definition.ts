import { defineBlock } from '../../engine/block-api.tsx';
import { GstLateFeeCalculator } from './GstLateFeeCalculator.tsx';
import { LATE_FEE_TABLES } from './tool.ts';

// The result follows the visitor's typing (behavior.ts); without JavaScript the form's GET is answered by the server.
export default defineBlock('gst-late-fee-calculator', {
  component: GstLateFeeCalculator,
  client: { kind: 'behavior', hydrate: 'interaction' },
  ruleTables: LATE_FEE_TABLES,
});
