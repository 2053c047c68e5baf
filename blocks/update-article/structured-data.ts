import type { UpdateArticleBlock } from '../../engine/generated/config.ts';
import { absoluteUrl, organizationId, type StructuredDataContext } from '../../engine/block-api.tsx';
import { articleHead, publisher } from '../shared/article-data.ts';

/** A compliance update as schema.org NewsArticle (Google's Article properties: headline, image, dates, author). */
export function updateStructuredData(block: UpdateArticleBlock, { site, url, image }: StructuredDataContext) {
  const { update } = block;
  return [
    {
      ...articleHead('NewsArticle', { ...update, published: update.date }, url),
      articleSection: update.category,
      ...(image ? { image: [image] } : {}),
      author: { '@type': 'Organization', '@id': organizationId(site), name: site.brand.name, url: absoluteUrl(site, '/') },
      publisher: publisher(site),
      ...(update.source ? { citation: { '@type': 'CreativeWork', name: update.source.label, url: update.source.href } } : {}),
      inLanguage: 'en-IN',
    },
  ];
}
