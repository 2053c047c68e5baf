import { attachTool } from '../shared/tool/runtime.ts';
import { itrFormFinder } from './tool.ts';

export default function enhanceItrFormFinder(el: HTMLElement) {
  attachTool(el, itrFormFinder);
}
