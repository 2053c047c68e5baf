import { defineBlock } from '../../engine/block-api.tsx';
import { Steps } from './Steps.tsx';

export default defineBlock('steps', {
  component: Steps,
});
