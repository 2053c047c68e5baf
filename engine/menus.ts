// Builds the header and footer menus from site.json, navigation.json and the pages' "menu" entries.
import type { SiteConfig } from './types.ts';
import { slugFromName } from './slug.ts';
import { sectionCovering } from './menu-sections.ts';

export interface MenuLink {
  label: string;
  href: string;
}
export interface MenuGroup {
  label: string;
  href: string;
  /** The open panel's first entry, linking the group page ("All incorporation services"). */
  overviewLabel: string;
  items: MenuLink[];
}

/** "Payroll" → "All Payroll services"; a name already ending in "services" is not doubled. */
export function defaultOverviewLabel(label: string): string {
  return /services$/i.test(label) ? `All ${label}` : `All ${label} services`;
}
export interface Menus {
  header: { links: MenuLink[]; dropdowns: MenuGroup[] };
  footer: { popularServices: MenuLink[]; groups: { title: string; links: MenuLink[] }[] };
}

/**
 * A link to another address of a page ("/gst-registration", also the page /gst) rewritten to the
 * page's first address, which is the one search engines index: menus link the canonical page only.
 */
export function canonicalHref(href: string, canonicalOf: Map<string, string>): string {
  if (!href.startsWith('/')) return href;
  const end = href.search(/[?#]/);
  const path = end < 0 ? href : href.slice(0, end);
  const canonical = canonicalOf.get(path);
  return canonical && canonical !== path ? canonical + (end < 0 ? '' : href.slice(end)) : href;
}

export function buildMenus({ site, navigation, pages }: SiteConfig): Menus {
  const canonicalOf = new Map(pages.flatMap(({ page }) => page.paths.map((path) => [path, page.paths[0]!] as const)));
  const pageAt = new Map(pages.flatMap(({ page }) => page.paths.map((path) => [path, page] as const)));
  // An item named alone opens its group's page at the section that covers it (engine/menu-sections.ts).
  const groupItem = (label: string, groupHref: string): MenuLink => {
    const page = groupHref.includes('#') ? undefined : pageAt.get(groupHref.split('?')[0]!);
    const section = page && sectionCovering(page, label);
    return link(label, section ? `${groupHref}#${section}` : groupHref);
  };
  const link = (label: string, href: string): MenuLink => ({ label, href: canonicalHref(href, canonicalOf) });
  const headerLinks: MenuLink[] = navigation.links.map(({ label, href }) => link(label, href));
  const footerGroups = site.footer.groups.map((g) => ({ title: g.title, links: g.links.map(({ label, href }) => link(label, href)) }));
  for (const { page } of pages) {
    if (!page.menu) continue;
    const link = { label: page.menu.label, href: page.paths[0]! };
    if (page.menu.area === 'header') headerLinks.push(link);
    else footerGroups.find((g) => g.title === page.menu!.group)?.links.push(link);
  }
  return {
    header: {
      links: headerLinks,
      // An item named alone opens the group's main page (spec: items link to the group path) at the
      // section that covers it; an item with its own "href" opens its own page. The panel's first entry
      // always opens the group page.
      dropdowns: navigation.dropdowns.map((d) => ({
        label: d.label,
        href: canonicalHref(d.href, canonicalOf),
        overviewLabel: d.overviewLabel ?? defaultOverviewLabel(d.label),
        items: d.items.map((item) => (typeof item === 'string' ? groupItem(item, d.href) : link(item.label, item.href))),
      })),
    },
    footer: {
      popularServices: site.footer.popularServices.map((entry) => (typeof entry === 'string' ? link(entry, slugFromName(entry)) : link(entry.label, entry.href))),
      groups: footerGroups,
    },
  };
}
