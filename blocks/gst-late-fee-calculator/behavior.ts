import { attachTool } from '../shared/tool/runtime.ts';
import { gstLateFeeCalculator } from './tool.ts';

export default function enhanceGstLateFeeCalculator(el: HTMLElement) {
  attachTool(el, gstLateFeeCalculator);
}
