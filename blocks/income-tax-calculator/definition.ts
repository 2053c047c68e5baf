import { defineBlock } from '../../engine/block-api.tsx';
import { IncomeTaxCalculator } from './IncomeTaxCalculator.tsx';
import { INCOME_TAX_TABLES } from './tool.ts';

// The result follows the visitor's typing (behavior.ts); without JavaScript the form's GET is answered by the server.
export default defineBlock('income-tax-calculator', {
  component: IncomeTaxCalculator,
  client: { kind: 'behavior', hydrate: 'interaction' },
  ruleTables: INCOME_TAX_TABLES,
});
