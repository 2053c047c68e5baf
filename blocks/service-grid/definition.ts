import { defineBlock } from '../../engine/block-api.tsx';
import { ServiceGrid } from './ServiceGrid.tsx';
import { checkTooltips } from '../shared/tooltip-check.ts';

export default defineBlock('service-grid', {
  component: ServiceGrid,
  check: (block) =>
    checkTooltips(
      block.tooltips,
      block.services.map((s) => s.badge),
    ),
});
