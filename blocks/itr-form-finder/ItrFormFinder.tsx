import type { ItrFormFinderBlock } from '../../engine/generated/config.ts';
import type { BlockProps } from '../../engine/block-api.tsx';
import { ToolBlock } from '../shared/tool/ToolBlock.tsx';
import { ITR_TABLES, itrFields, itrFormFinder } from './tool.ts';

export function ItrFormFinder({ block, context }: BlockProps<ItrFormFinderBlock>) {
  return <ToolBlock block={block} context={context} spec={itrFormFinder} fields={itrFields} tables={ITR_TABLES} />;
}
