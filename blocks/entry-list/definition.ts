import { defineBlock } from '../../engine/block-api.tsx';
import { EntryList } from './EntryList.tsx';

// HTML only. The site makes a page with this block for each page of a collection's list and of each
// category's list (engine/collections/pages.ts); the feed is announced in the page's <head> too.
export default defineBlock('entry-list', {
  component: EntryList,
  head: (block) => (block.feed ? { feeds: [block.feed] } : {}),
});
