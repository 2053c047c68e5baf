import { defineBlock } from '../../engine/block-api.tsx';
import { Quote } from './Quote.tsx';

// Plain forms and links (the server answers each post with the quote again); behavior.ts makes the
// same posts in the background and swaps the quote in place, once the visitor touches the page.
export default defineBlock('quote', {
  component: Quote,
  client: { kind: 'behavior', hydrate: 'interaction' },
});
