import { defineBlock } from '../../engine/block-api.tsx';
import { GstinChecker } from './GstinChecker.tsx';
import { GSTIN_TABLES } from './tool.ts';

// The result follows the visitor's typing (behavior.ts); without JavaScript the form's GET is answered by the server.
export default defineBlock('gstin-checker', {
  component: GstinChecker,
  client: { kind: 'behavior', hydrate: 'interaction' },
  ruleTables: GSTIN_TABLES,
});
