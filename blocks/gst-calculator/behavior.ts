import { attachTool } from '../shared/tool/runtime.ts';
import { gstCalculator } from './tool.ts';

export default function enhanceGstCalculator(el: HTMLElement) {
  attachTool(el, gstCalculator);
}
