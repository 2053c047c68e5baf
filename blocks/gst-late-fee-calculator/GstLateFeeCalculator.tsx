import type { GstLateFeeCalculatorBlock } from '../../engine/generated/config.ts';
import type { BlockProps } from '../../engine/block-api.tsx';
import { ToolBlock } from '../shared/tool/ToolBlock.tsx';
import { LATE_FEE_TABLES, gstLateFeeCalculator, lateFeeFields } from './tool.ts';

export function GstLateFeeCalculator({ block, context }: BlockProps<GstLateFeeCalculatorBlock>) {
  return <ToolBlock block={block} context={context} spec={gstLateFeeCalculator} fields={lateFeeFields} tables={LATE_FEE_TABLES} />;
}
