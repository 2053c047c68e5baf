// JSON-LD for a page, generated from config: the Organization (site.json), a BreadcrumbList, and what
// each block contributes through its registry entry's `structuredData` (FAQPage, Service + Offer, …).
import type { Page, Site } from '../generated/config.ts';
import { absoluteUrl, organizationId, type Block, type BlockRegistry, type StructuredDataContext } from '../block-api.tsx';

export { absoluteUrl, organizationId };

/** Every block on a page, including blocks inside container blocks (any nested `blocks` list, e.g. tab panels). */
export function allBlocks(blocks: Block[]): Block[] {
  return blocks.flatMap((block) => [block, ...allBlocks(nestedBlocks(block))]);
}

function nestedBlocks(value: unknown): Block[] {
  if (Array.isArray(value)) return value.flatMap(nestedBlocks);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => (key === 'blocks' && Array.isArray(child) ? (child as Block[]) : nestedBlocks(child)));
}

export function organization(site: Site): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.brand.name,
    url: absoluteUrl(site, '/'),
    logo: absoluteUrl(site, '/favicon.svg'),
    email: site.contact.email,
    telephone: site.contact.phone,
    address: { '@type': 'PostalAddress', streetAddress: site.contact.address, addressCountry: 'IN' },
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer support', telephone: site.contact.phone, email: site.contact.email, areaServed: 'IN', availableLanguage: ['en', 'hi', 'ta', 'te', 'kn', 'bn'] },
    ],
    sameAs: site.social.map((s) => s.href),
  };
}

export function breadcrumbs(site: Site, page: Page): Record<string, unknown> | undefined {
  const path = page.paths[0]!;
  if (path === '/') return undefined;
  const name = page.menu?.label ?? page.title.split(' | ')[0]!;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl(site, '/') },
      { '@type': 'ListItem', position: 2, name, item: absoluteUrl(site, path) },
    ],
  };
}

export function pageStructuredData(site: Site, page: Page, registry: BlockRegistry): Record<string, unknown>[] {
  const context: StructuredDataContext = { site, url: absoluteUrl(site, page.paths[0]!) };
  const fromBlocks = allBlocks(page.blocks).flatMap((block) => {
    const build = registry[block.type]?.structuredData as ((b: Block, c: StructuredDataContext) => Record<string, unknown>[]) | undefined;
    return build ? build(block, context).map((data) => ({ '@context': 'https://schema.org', ...data })) : [];
  });
  return [organization(site), breadcrumbs(site, page), ...fromBlocks].filter((d): d is Record<string, unknown> => !!d);
}
