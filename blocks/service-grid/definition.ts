import { defineBlock } from '../../engine/block-api.tsx';
import { ServiceGrid } from './ServiceGrid.tsx';
import { checkTooltips } from '../shared/tooltip-check.ts';

export default defineBlock('service-grid', {
  component: ServiceGrid,
  // The buttons are forms that add to the quote; behavior.ts posts them in the background.
  client: { kind: 'behavior', hydrate: 'interaction' },
  check: (block) =>
    checkTooltips(
      block.tooltips,
      block.services.map((s) => s.badge),
    ),
});
