// Menus and footer columns are on every page, so each link in them is paid for once per page: a
// menu that grows with the number of pages makes the site grow with pages². Past these sizes the
// validator warns and points to a services index page instead (site-config/README.md, "Linking many pages").
import type { Navigation, Page, Site } from '../generated/config.ts';

export const MENU_LIMITS = {
  /** Plain links next to the drop-down menus in the header. */
  headerLinks: 7,
  /** Items of one header drop-down menu (the longest in the spec has 17). */
  dropdownItems: 20,
  /** Links of one footer column. */
  footerGroupLinks: 12,
  /** Names in the footer's "Popular services". */
  popularServices: 24,
} as const;

export interface MenuSizeWarning {
  file: 'site' | 'navigation';
  path: (string | number)[];
  place: string;
  message: string;
}

const HOW = 'link a services index page (or the calendar) instead — see "Linking many pages" in site-config/README.md';

export function menuSizeWarnings(site: Site, navigation: Navigation, pages: Page[]): MenuSizeWarning[] {
  const out: MenuSizeWarning[] = [];
  const fromPages = (area: 'header' | 'footer', group?: string) => pages.filter((p) => p.menu?.area === area && (area === 'header' || p.menu.group === group)).length;
  const extra = (n: number) => (n ? ` (${n} of them from pages' "menu" entries)` : '');

  const headerFromPages = fromPages('header');
  const headerLinks = navigation.links.length + headerFromPages;
  if (headerLinks > MENU_LIMITS.headerLinks) {
    out.push({
      file: 'navigation',
      path: ['links'],
      place: 'navigation, links',
      message: `the header has ${headerLinks} plain links${extra(headerFromPages)} — more than ${MENU_LIMITS.headerLinks} do not fit next to the menus; ${HOW}`,
    });
  }
  navigation.dropdowns.forEach((d, i) => {
    if (d.items.length > MENU_LIMITS.dropdownItems) {
      out.push({
        file: 'navigation',
        path: ['dropdowns', i, 'items'],
        place: `navigation, drop-down menu ${i + 1} (${d.label})`,
        message: `this menu has ${d.items.length} items — more than ${MENU_LIMITS.dropdownItems} are hard to scan and every page carries them all; ${HOW}`,
      });
    }
  });
  site.footer.groups.forEach((g, i) => {
    const added = fromPages('footer', g.title);
    const total = g.links.length + added;
    if (total > MENU_LIMITS.footerGroupLinks) {
      out.push({
        file: 'site',
        path: ['footer', 'groups', i],
        place: `site settings, footer, group ${i + 1} (${g.title})`,
        message: `this footer column has ${total} links${extra(added)} — more than ${MENU_LIMITS.footerGroupLinks} make every page heavier (each page carries every footer link); ${HOW}`,
      });
    }
  });
  if (site.footer.popularServices.length > MENU_LIMITS.popularServices) {
    out.push({
      file: 'site',
      path: ['footer', 'popularServices'],
      place: 'site settings, footer, popular services',
      message: `"Popular services" has ${site.footer.popularServices.length} names — more than ${MENU_LIMITS.popularServices} make every page heavier; keep the most asked-for ones and ${HOW}`,
    });
  }
  return out;
}
