import { defineBlock } from '../../engine/block-api.tsx';
import { Tabs } from './Tabs.tsx';

export default defineBlock('tabs', {
  component: Tabs,
  client: { kind: 'behavior', hydrate: 'load' },
});
