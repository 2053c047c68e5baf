import { defineBlock } from '../../engine/block-api.tsx';
import { ServiceGrid } from './ServiceGrid.tsx';

export default defineBlock('service-grid', {
  component: ServiceGrid,
});
