import { defineBlock } from '../../engine/block-api.tsx';
import { RichText } from './RichText.tsx';

export default defineBlock('rich-text', {
  component: RichText,
});
