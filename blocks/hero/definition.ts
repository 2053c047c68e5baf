import { defineBlock } from '../../engine/block-api.tsx';
import { Hero } from './Hero.tsx';

export default defineBlock('hero', {
  component: Hero,
  client: { kind: 'behavior', hydrate: 'load' },
});
