import { defineBlock } from '../../engine/block-api.tsx';
import { StructureChooser } from './StructureChooser.tsx';

// HTML and CSS only. For browser code add `client: { kind: 'behavior', hydrate: 'load' }` and a
// behavior.ts (a DOM script, no React), or `kind: 'island'` and an island.tsx (hydrates with React).
export default defineBlock('structure-chooser', {
  component: StructureChooser,
});
