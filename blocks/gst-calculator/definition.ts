import { defineBlock } from '../../engine/block-api.tsx';
import { GstCalculator } from './GstCalculator.tsx';
import { GST_TABLES } from './tool.ts';

// The result follows the visitor's typing (behavior.ts); without JavaScript the form's GET is answered by the server.
export default defineBlock('gst-calculator', {
  component: GstCalculator,
  client: { kind: 'behavior', hydrate: 'interaction' },
  ruleTables: GST_TABLES,
});
