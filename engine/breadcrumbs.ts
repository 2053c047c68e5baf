// Breadcrumbs for pages that belong under another page (a job's page under /careers): the trail is
// shown at the top of the page and given to search engines as BreadcrumbList, from the same data.
// Top-level pages have none: "Home › GST" says nothing the address does not, so neither the page nor
// its JSON-LD carries one.
import type { Page } from './generated/config.ts';
import type { Menus } from './menus.ts';

export interface Crumb {
  name: string;
  path: string;
}

export const HOME_CRUMB = 'Home';

/** What a page is called in a trail: the menu link that opens it, else its menu entry, else its title up to " | " or " – ". */
export function pageName(page: Page, menus: Menus): string {
  const path = page.paths[0]!;
  const links = [
    ...menus.header.links,
    ...menus.header.dropdowns.map((d) => ({ label: d.label, href: d.href })),
    ...menus.footer.groups.flatMap((g) => g.links),
    ...menus.footer.popularServices,
  ];
  return links.find((l) => l.href === path)?.label ?? page.menu?.label ?? page.title.split(/ [|–] /)[0]!;
}

/** Home › parent › … › the page, or undefined for a page without a parent; `home`: the first crumb (the home page of the page's language, in its words). */
export function breadcrumbTrail(
  entry: { page: Page; parentPath?: string },
  pageAt: (path: string) => { page: Page; parentPath?: string } | undefined,
  menus: Menus,
  home: Crumb = { name: HOME_CRUMB, path: '/' },
): Crumb[] | undefined {
  if (!entry.parentPath) return undefined;
  const trail: Crumb[] = [{ name: pageName(entry.page, menus), path: entry.page.paths[0]! }];
  const seen = new Set(trail.map((c) => c.path));
  for (let parent = entry.parentPath; parent && parent !== '/' && parent !== home.path && !seen.has(parent); ) {
    const owner = pageAt(parent);
    if (!owner) break;
    trail.unshift({ name: pageName(owner.page, menus), path: parent });
    seen.add(parent);
    parent = owner.parentPath ?? '';
  }
  trail.unshift(home);
  return trail;
}
