import { defineBlock } from '../../engine/block-api.tsx';
import { RelatedEntries } from './RelatedEntries.tsx';

// HTML only. Its entries are filled in at validation from the collections it names
// (engine/collections/resolve.ts): the guides and updates whose "services" name this page.
export default defineBlock('related-entries', {
  component: RelatedEntries,
});
