import type { GuideArticleBlock, GuideEntryContributor } from '../../engine/generated/config.ts';
import { absoluteUrl, organizationId, type StructuredDataContext } from '../../engine/block-api.tsx';
import { articleHead, publisher } from '../shared/article-data.ts';

/** A person, or a team of the business (an Organization that is part of it). */
function contributor(who: GuideEntryContributor, { site }: StructuredDataContext) {
  const url = who.href ? (who.href.startsWith('/') ? absoluteUrl(site, who.href) : who.href) : undefined;
  return who.kind === 'person'
    ? { '@type': 'Person', name: who.name, ...(who.qualification ? { hasCredential: who.qualification } : {}), ...(url ? { url } : {}) }
    : {
        '@type': 'Organization',
        name: who.name,
        parentOrganization: { '@id': organizationId(site) },
        ...(who.qualification ? { description: who.qualification } : {}),
        ...(url ? { url } : {}),
      };
}

/**
 * A guide as schema.org Article (headline, image, dates, author, publisher), and the page that holds it
 * as a WebPage with its reviewer and the day it was last reviewed. Its questions are the next section's
 * FAQPage.
 */
export function guideStructuredData(block: GuideArticleBlock, context: StructuredDataContext) {
  const { guide } = block;
  const { site, url, image } = context;
  return [
    {
      ...articleHead('Article', guide, url),
      ...(guide.category ? { articleSection: guide.category } : {}),
      ...(image ? { image: [image] } : {}),
      author: contributor(guide.author, context),
      publisher: publisher(site),
      citation: guide.sources.map((s) => ({ '@type': 'CreativeWork', name: s.label, url: s.href })),
      timeRequired: `PT${block.readingMinutes}M`,
      inLanguage: 'en-IN',
    },
    ...(guide.reviewer
      ? [{ '@type': 'WebPage', '@id': url, url, name: guide.title, reviewedBy: contributor(guide.reviewer, context), lastReviewed: guide.updated ?? guide.published }]
      : []),
  ];
}
