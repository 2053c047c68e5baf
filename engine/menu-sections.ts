// Which section of a drop-down group's page covers each item named in it ("Objection" → the section of
// /trademark about objections), so the item links to /trademark#<that section> instead of the page's
// top. Used by the menus (engine/menus.ts) and by the validator's warning for an item no section covers.
import type { Navigation, Page } from './generated/config.ts';
import { slugify } from './slug.ts';

// Words that name a kind of service rather than the service: "ITR-4 Return Filing" is covered by a
// section that says "ITR-4".
const GENERIC = new Set(['return', 'returns', 'filing', 'registration', 'services', 'service', 'software', 'online', 'form', 'and', 'for', 'the', 'of', 'by', 'a', 'an']);

const wordsOf = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

interface SectionText {
  id: string;
  words: string[];
  text: string;
}

const sectionsCache = new WeakMap<Page, SectionText[]>();
/** The page's sections that have an id (top-level blocks, and blocks or tab panels inside them), with their text. */
function sectionsOf(page: Page): SectionText[] {
  const known = sectionsCache.get(page);
  if (known) return known;
  const out: SectionText[] = [];
  const strings = (value: unknown, into: string[]) => {
    if (typeof value === 'string') into.push(value);
    else if (Array.isArray(value)) for (const v of value) strings(v, into);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) if (k !== 'type' && k !== 'id' && k !== 'href' && k !== 'src' && k !== 'icon') strings(v, into);
  };
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'string' && record.id) {
      const parts: string[] = [];
      strings(record, parts);
      const text = parts.join(' ');
      out.push({ id: record.id, words: wordsOf(text), text });
    }
    for (const [k, v] of Object.entries(record)) if (v && typeof v === 'object' && k !== 'fields') visit(v);
  };
  visit(page.blocks);
  sectionsCache.set(page, out);
  return out;
}

function containsRun(haystack: string[], needle: string[]): boolean {
  if (!needle.length) return false;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * The id of the section of `page` that covers the service `label`: a section whose id is the label's
 * slug ("objection"), else the first section (top-level first, then nested) that names the service in
 * full, else the first that has all its distinctive words ("ITR-4" of "ITR-4 Return Filing").
 * Undefined when none does.
 */
export function sectionCovering(page: Page, label: string): string | undefined {
  const sections = sectionsOf(page);
  const slug = slugify(label);
  if (slug && sections.some((s) => s.id === slug)) return slug;
  const labelWords = wordsOf(label);
  const full = sections.find((s) => containsRun(s.words, labelWords));
  if (full) return full.id;
  const distinctive = labelWords.filter((w) => !GENERIC.has(w));
  if (!distinctive.length) return undefined;
  return sections.find((s) => {
    const set = new Set(s.words);
    return distinctive.every((w) => set.has(w));
  })?.id;
}

/** Whether the page has any section an address can point at (a block or tab panel with an id). */
export function hasSections(page: Page): boolean {
  return sectionsOf(page).length > 0;
}

export interface MenuItemSection {
  dropdown: number;
  item: number;
  label: string;
  /** The group's page (its main address). */
  pagePath: string;
  /** The covering section's id; undefined when no section of the page covers the item. */
  section: string | undefined;
  /** Whether the page has sections with ids at all (a page of one piece has nothing to point at). */
  sectioned: boolean;
}

/** For each item named alone in a drop-down (one that opens its group's page), the section that covers it. */
export function menuItemSections(navigation: Navigation, pageAt: (path: string) => Page | undefined): MenuItemSection[] {
  const out: MenuItemSection[] = [];
  navigation.dropdowns.forEach((d, dropdown) => {
    const path = d.href.split(/[?#]/)[0]!;
    const page = pageAt(path);
    if (!page) return; // a link to no page is the link rule's error
    d.items.forEach((item, i) => {
      if (typeof item !== 'string') return;
      out.push({ dropdown, item: i, label: item, pagePath: page.paths[0]!, section: sectionCovering(page, item), sectioned: hasSections(page) });
    });
  });
  return out;
}
