import { defineBlock } from '../../engine/block-api.tsx';
import { updateStructuredData } from './structured-data.ts';
import { UpdateArticle } from './UpdateArticle.tsx';

// HTML only. The site makes a page with this block for every file in a collection of updates
// (engine/collections/pages.ts); it is the page's NewsArticle and announces the updates' feed.
export default defineBlock('update-article', {
  component: UpdateArticle,
  structuredData: updateStructuredData,
  head: (block) => ({
    ...(block.feed ? { feeds: [block.feed] } : {}),
    article: { published: block.update.date, modified: block.update.updated ?? block.update.date, section: block.update.category },
  }),
});
