import { absoluteUrl, LOGO_PATH, organizationId, type StructuredDataContext } from '../../engine/block-api.tsx';

/** The publisher of the site's articles (updates, guides): the business, by the @id of its Organization. */
export function publisher(site: StructuredDataContext['site']) {
  return { '@type': 'Organization', '@id': organizationId(site), name: site.brand.name, logo: { '@type': 'ImageObject', url: absoluteUrl(site, LOGO_PATH) } };
}

/** What every article of the site (guide, update) says of itself first: its type, headline, summary, address and dates (India time). */
export function articleHead(type: 'Article' | 'NewsArticle', article: { title: string; summary: string; published: string; updated?: string }, url: string) {
  return {
    '@type': type,
    headline: article.title,
    description: article.summary,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: `${article.published}T00:00:00+05:30`,
    dateModified: `${article.updated ?? article.published}T00:00:00+05:30`,
  };
}
