import { absoluteUrl, LOGO_PATH, organizationId, type StructuredDataContext } from '../../engine/block-api.tsx';

/** The publisher of the site's articles (updates, guides): the business, by the @id of its Organization. */
export function publisher(site: StructuredDataContext['site']) {
  return { '@type': 'Organization', '@id': organizationId(site), name: site.brand.name, logo: { '@type': 'ImageObject', url: absoluteUrl(site, LOGO_PATH) } };
}
