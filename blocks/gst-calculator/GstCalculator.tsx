import type { GstCalculatorBlock } from '../../engine/generated/config.ts';
import type { BlockProps } from '../../engine/block-api.tsx';
import { ToolBlock } from '../shared/tool/ToolBlock.tsx';
import { GST_TABLES, gstCalculator, gstFields } from './tool.ts';

export function GstCalculator({ block, context }: BlockProps<GstCalculatorBlock>) {
  return <ToolBlock block={block} context={context} spec={gstCalculator} fields={gstFields} tables={GST_TABLES} />;
}
