import { defineBlock } from '../../engine/block-api.tsx';
import { Table } from './Table.tsx';

export default defineBlock('table', {
  component: Table,
});
