import { defineBlock } from '../../engine/block-api.tsx';
import { GstRegistrationChecker } from './GstRegistrationChecker.tsx';
import { REGISTRATION_TABLES } from './tool.ts';

// The result follows the visitor's answers (behavior.ts); without JavaScript the form's GET is answered by the server.
export default defineBlock('gst-registration-checker', {
  component: GstRegistrationChecker,
  client: { kind: 'behavior', hydrate: 'interaction' },
  ruleTables: REGISTRATION_TABLES,
});
