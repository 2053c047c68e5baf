import type { UpdateArticleBlock } from '../../engine/generated/config.ts';
import { absoluteUrl, organizationId, type StructuredDataContext } from '../../engine/block-api.tsx';
import { publisher } from '../shared/article-data.ts';

/** A compliance update as schema.org NewsArticle (Google's Article properties: headline, image, dates, author). */
export function updateStructuredData(block: UpdateArticleBlock, { site, url, image }: StructuredDataContext) {
  const { update } = block;
  return [
    {
      '@type': 'NewsArticle',
      headline: update.title,
      description: update.summary,
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      datePublished: `${update.date}T00:00:00+05:30`,
      dateModified: `${update.updated ?? update.date}T00:00:00+05:30`,
      articleSection: update.category,
      ...(image ? { image: [image] } : {}),
      author: { '@type': 'Organization', '@id': organizationId(site), name: site.brand.name, url: absoluteUrl(site, '/') },
      publisher: publisher(site),
      ...(update.source ? { citation: { '@type': 'CreativeWork', name: update.source.label, url: update.source.href } } : {}),
      inLanguage: 'en-IN',
    },
  ];
}
