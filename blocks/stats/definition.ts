import { defineBlock } from '../../engine/block-api.tsx';
import { Stats } from './Stats.tsx';

export default defineBlock('stats', {
  component: Stats,
});
