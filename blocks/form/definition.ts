import { defineBlock } from '../../engine/block-api.tsx';
import { FormBlock } from './Form.tsx';
import { checkFormBlock } from './check.ts';
import { readFormPost } from './post.ts';

// React island loaded on the first focus, pointer or key inside the form (hydrating on idle cost
// ~700 ms of blocking time and a Lighthouse mobile score of 0.82); a form may choose another trigger.
// In the browser it reads the words of its own (the required note, the busy label) and of the toasts.
export default defineBlock('form', {
  component: FormBlock,
  client: { kind: 'island', hydrate: (block) => block.hydrate ?? 'interaction', siteFacts: ['apiHost', 'privacy'], words: ['form', 'toasts', 'common'] },
  check: checkFormBlock,
  readPost: readFormPost,
});
