import { attachTool } from '../shared/tool/runtime.ts';
import { gstinChecker } from './tool.ts';

export default function enhanceGstinChecker(el: HTMLElement) {
  attachTool(el, gstinChecker);
}
