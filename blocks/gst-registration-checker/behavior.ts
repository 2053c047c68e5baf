import { attachTool } from '../shared/tool/runtime.ts';
import { gstRegistrationChecker } from './tool.ts';

export default function enhanceGstRegistrationChecker(el: HTMLElement) {
  attachTool(el, gstRegistrationChecker);
}
