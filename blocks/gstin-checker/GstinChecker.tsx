import type { GstinCheckerBlock } from '../../engine/generated/config.ts';
import type { BlockProps } from '../../engine/block-api.tsx';
import { ToolBlock } from '../shared/tool/ToolBlock.tsx';
import { GSTIN_TABLES, gstinChecker, gstinFields } from './tool.ts';

export function GstinChecker({ block, context }: BlockProps<GstinCheckerBlock>) {
  return <ToolBlock block={block} context={context} spec={gstinChecker} fields={gstinFields} tables={GSTIN_TABLES} />;
}
