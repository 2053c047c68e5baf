import type { GstRegistrationCheckerBlock } from '../../engine/generated/config.ts';
import type { BlockProps } from '../../engine/block-api.tsx';
import { ToolBlock } from '../shared/tool/ToolBlock.tsx';
import { REGISTRATION_TABLES, gstRegistrationChecker, registrationFields } from './tool.ts';

export function GstRegistrationChecker({ block, context }: BlockProps<GstRegistrationCheckerBlock>) {
  return <ToolBlock block={block} context={context} spec={gstRegistrationChecker} fields={registrationFields} tables={REGISTRATION_TABLES} />;
}
