// The documents that come from config rather than from a page's HTML: the services named in the menus
// (each links where the menu links it, with the fragment of the section that covers it) and the
// compliance calendar's deadlines (with the next date as of the build's day).
import type { SiteConfig } from '../types.ts';
import type { Menus } from '../menus.ts';
import { occurrences } from '../calendar/engine.ts';
import { addDays, formatDayMonYear } from '../calendar/dates.ts';
import type { SearchDocument } from './documents.ts';

/** Every service in the header's drop-down menus and the footer's popular services, once per link. */
export function serviceDocuments(menus: Menus): SearchDocument[] {
  const docs: SearchDocument[] = [];
  const seen = new Set<string>();
  const add = (label: string, href: string, group: string) => {
    const key = `${label}|${href}`;
    if (seen.has(key) || !href.startsWith('/')) return;
    seen.add(key);
    docs.push({ url: href, kind: 'service', title: label, page: group, headings: '', body: '' });
  };
  for (const group of menus.header.dropdowns) for (const item of group.items) add(item.label, item.href, group.label);
  for (const link of menus.footer.popularServices) add(link.label, link.href, 'Popular services');
  return docs;
}

/** One document per obligation of the compliance calendar: what it is, who files it and its next due date. */
export function deadlineDocuments(config: SiteConfig, today: string): SearchDocument[] {
  const calendar = config.calendar;
  if (!calendar) return [];
  // The page that shows the calendar, at its calendar section.
  const page = config.pages.find(({ page }) => page.blocks.some((b) => b.type === 'compliance-calendar'));
  const block = page?.page.blocks.find((b) => b.type === 'compliance-calendar');
  const url = page ? `${page.page.paths[0]}${block && 'id' in block && block.id ? `#${block.id}` : ''}` : undefined;
  if (!url) return [];
  const pageTitle = page!.page.title.replace(/\s*\|[^|]*$/, '');
  const upcoming = occurrences(calendar, { from: today, to: addDays(today, 400) });
  return calendar.rules.map((rule) => {
    const next = upcoming.find((o) => o.rule.id === rule.id);
    const due = next ? `Next due ${formatDayMonYear(next.due)} (${next.periodLabel}).` : '';
    return {
      url,
      kind: 'deadline',
      title: `${rule.form} — ${rule.title}`,
      page: pageTitle,
      headings: rule.authority,
      body: [due, rule.description, rule.appliesTo.who].filter(Boolean).join(' '),
    };
  });
}
