// Builds the header and footer menus from site.json, navigation.json and the pages' "menu" entries.
import type { SiteConfig } from './types.ts';
import { slugFromName } from './slug.ts';

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

export function buildMenus({ site, navigation, pages }: SiteConfig): Menus {
  const headerLinks: MenuLink[] = navigation.links.map(({ label, href }) => ({ label, href }));
  const footerGroups = site.footer.groups.map((g) => ({ title: g.title, links: g.links.map(({ label, href }) => ({ label, href })) }));
  for (const { page } of pages) {
    if (!page.menu) continue;
    const link = { label: page.menu.label, href: page.paths[0]! };
    if (page.menu.area === 'header') headerLinks.push(link);
    else footerGroups.find((g) => g.title === page.menu!.group)?.links.push(link);
  }
  return {
    header: {
      links: headerLinks,
      // An item named alone opens the group's main page (spec: items link to the group path); an item
      // with its own "href" opens its own page. The panel's first entry always opens the group page.
      dropdowns: navigation.dropdowns.map((d) => ({
        label: d.label,
        href: d.href,
        overviewLabel: d.overviewLabel ?? defaultOverviewLabel(d.label),
        items: d.items.map((item) => (typeof item === 'string' ? { label: item, href: d.href } : { label: item.label, href: item.href })),
      })),
    },
    footer: {
      popularServices: site.footer.popularServices.map((entry) => (typeof entry === 'string' ? { label: entry, href: slugFromName(entry) } : { label: entry.label, href: entry.href })),
      groups: footerGroups,
    },
  };
}
