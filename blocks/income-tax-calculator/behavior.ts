import { attachTool } from '../shared/tool/runtime.ts';
import { incomeTaxCalculator } from './tool.ts';

export default function enhanceIncomeTaxCalculator(el: HTMLElement) {
  attachTool(el, incomeTaxCalculator);
}
