import { defineBlock } from '../../engine/block-api.tsx';
import { CtaBanner } from './CtaBanner.tsx';

export default defineBlock('cta-banner', {
  component: CtaBanner,
});
