import { defineBlock } from '../../engine/block-api.tsx';
import { ItrFormFinder } from './ItrFormFinder.tsx';
import { ITR_TABLES } from './tool.ts';

// The answer follows the visitor's choices (behavior.ts); without JavaScript the form's GET is answered by the server.
export default defineBlock('itr-form-finder', {
  component: ItrFormFinder,
  client: { kind: 'behavior', hydrate: 'interaction' },
  ruleTables: ITR_TABLES,
});
