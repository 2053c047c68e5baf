import { defineBlock } from '../../engine/block-api.tsx';
import { CardGrid } from './CardGrid.tsx';

export default defineBlock('card-grid', {
  component: CardGrid,
});
