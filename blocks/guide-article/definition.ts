import { defineBlock } from '../../engine/block-api.tsx';
import { guideStructuredData } from './structured-data.ts';
import { GuideArticle } from './GuideArticle.tsx';

// HTML only. The site makes a page with this block (and a "faq" section for its questions) for every
// file in a collection of guides (engine/collections/pages.ts); it is the page's Article.
export default defineBlock('guide-article', {
  component: GuideArticle,
  structuredData: guideStructuredData,
  head: (block) => ({
    ...(block.feed ? { feeds: [block.feed] } : {}),
    article: { published: block.guide.published, modified: block.guide.updated ?? block.guide.published, ...(block.guide.category ? { section: block.guide.category } : {}) },
  }),
});
