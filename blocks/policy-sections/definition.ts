import { defineBlock } from '../../engine/block-api.tsx';
import { PolicySections } from './PolicySections.tsx';

export default defineBlock('policy-sections', {
  component: PolicySections,
});
