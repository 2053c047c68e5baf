// JSON-LD for a page, generated from config: the Organization (site.json), a BreadcrumbList, and what
// each block contributes through its registry entry's `structuredData` (FAQPage, Service + Offer, …).
import type { Page, Site } from '../generated/config.ts';
import type { Crumb } from '../breadcrumbs.ts';
import { absoluteUrl, LOGO_PATH, organizationId, type Block, type BlockHead, type BlockRegistry, type StructuredDataContext } from '../block-api.tsx';

export { absoluteUrl, LOGO_PATH, organizationId };

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
    logo: absoluteUrl(site, LOGO_PATH),
    email: site.contact.email,
    telephone: site.contact.phone,
    address: { '@type': 'PostalAddress', ...site.contact.address },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        telephone: site.contact.phone,
        email: site.contact.email,
        areaServed: 'IN',
        availableLanguage: ['en', 'hi', 'ta', 'te', 'kn', 'bn'],
      },
    ],
    sameAs: site.social.map((s) => s.href),
  };
}

/** BreadcrumbList for the trail the page shows (engine/breadcrumbs.ts); none without one. */
export function breadcrumbs(site: Site, trail: Crumb[] | undefined): Record<string, unknown> | undefined {
  if (!trail) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absoluteUrl(site, crumb.path) })),
  };
}

export function pageStructuredData(site: Site, page: Page, registry: BlockRegistry, trail?: Crumb[], imagePath?: string): Record<string, unknown>[] {
  const context: StructuredDataContext = { site, url: absoluteUrl(site, page.paths[0]!), ...(imagePath ? { image: absoluteUrl(site, imagePath) } : {}) };
  const fromBlocks = allBlocks(page.blocks).flatMap((block) => {
    const build = registry[block.type]?.structuredData as ((b: Block, c: StructuredDataContext) => Record<string, unknown>[]) | undefined;
    return build ? build(block, context).map((data) => ({ '@context': 'https://schema.org', ...data })) : [];
  });
  return [organization(site), breadcrumbs(site, trail), ...fromBlocks].filter((d): d is Record<string, unknown> => !!d);
}

/** What the page's blocks add to its <head>: the feeds they announce, and the article the page is (the first one's). */
export function pageHead(page: Page, registry: BlockRegistry): BlockHead {
  const heads = allBlocks(page.blocks).flatMap((block) => {
    const head = registry[block.type]?.head as ((b: Block) => BlockHead) | undefined;
    return head ? [head(block)] : [];
  });
  const feeds = heads.flatMap((h) => h.feeds ?? []);
  const article = heads.find((h) => h.article)?.article;
  return { ...(feeds.length ? { feeds } : {}), ...(article ? { article } : {}) };
}
