import type { IncomeTaxCalculatorBlock } from '../../engine/generated/config.ts';
import type { BlockProps } from '../../engine/block-api.tsx';
import { ToolBlock } from '../shared/tool/ToolBlock.tsx';
import { INCOME_TAX_TABLES, incomeTaxCalculator, incomeTaxFields } from './tool.ts';

export function IncomeTaxCalculator({ block, context }: BlockProps<IncomeTaxCalculatorBlock>) {
  return <ToolBlock block={block} context={context} spec={incomeTaxCalculator} fields={incomeTaxFields} tables={INCOME_TAX_TABLES} />;
}
