import { defineBlock } from '../../engine/block-api.tsx';
import { Timeline } from './Timeline.tsx';

export default defineBlock('timeline', {
  component: Timeline,
});
