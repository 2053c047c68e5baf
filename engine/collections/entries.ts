// Entries of a collection as the engine uses them: each file's data with its address, dates and
// category worked out once, sorted the way every list shows them (by "order", then newest first).
import type { CollectionsCollection, GuideEntry, JobEntry, UpdateEntry } from '../generated/config.ts';
import { slugify } from '../slug.ts';

export type CollectionSettings = CollectionsCollection;
export type EntryKind = CollectionSettings['entries'];

export interface EntryDataOf {
  update: UpdateEntry;
  guide: GuideEntry;
  job: JobEntry;
}

export interface Entry<K extends EntryKind = EntryKind> {
  /** The collection's name ("updates"). */
  collection: string;
  kind: K;
  /** The entry's file as shown in messages ("site-config/updates/gst-rates.json"). */
  file: string;
  /** The file's content without "$schema". */
  data: EntryDataOf[K];
  slug: string;
  /** Its page's address: the collection's path + "/" + slug. */
  path: string;
  title: string;
  /** The day it is dated by (YYYY-MM-DD): an update's date, a guide's first publication, a job's own date if it has one. */
  date?: string;
  /** The day it last changed (its "updated" date, else `date`). */
  modified?: string;
  category?: string;
}

/** A collection with its entries, sorted for lists. */
export interface Collection {
  settings: CollectionSettings;
  entries: Entry[];
}

/** Address endings an entry may not take: the list's own pages live there. */
export const RESERVED_SLUGS = ['page', 'category'];

export function entrySlug(data: { slug?: string; title: string }): string {
  return data.slug ?? slugify(data.title);
}

/** Reads what every kind has in its own fields into one shape. */
export function toEntry<K extends EntryKind>(settings: CollectionSettings, kind: K, file: string, raw: EntryDataOf[K] & { $schema?: string }): Entry<K> {
  const { $schema: _schema, ...data } = raw;
  const slug = entrySlug(data);
  const dates = datesOf(kind, data as unknown as EntryDataOf[EntryKind]);
  const category = 'category' in data && typeof data.category === 'string' ? data.category : undefined;
  return {
    collection: settings.name,
    kind,
    file,
    data: data as EntryDataOf[K],
    slug,
    path: `${settings.path}/${slug}`,
    title: data.title,
    ...dates,
    ...(category ? { category } : {}),
  };
}

function datesOf(kind: EntryKind, data: EntryDataOf[EntryKind]): { date?: string; modified?: string } {
  const date = kind === 'update' ? (data as UpdateEntry).date : kind === 'guide' ? (data as GuideEntry).published : (data as JobEntry).datePosted;
  const updated = kind === 'job' ? undefined : (data as UpdateEntry | GuideEntry).updated;
  return date ? { date, modified: updated && updated > date ? updated : date } : {};
}

/** "order" first (1, 2, …; entries without one after), then newest first, then by title: the same order on every list. */
export function compareEntries(a: Entry, b: Entry): number {
  const orderOf = (e: Entry) => (e.kind === 'job' ? ((e.data as JobEntry).order ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY);
  const [orderA, orderB] = [orderOf(a), orderOf(b)];
  if (orderA !== orderB) return orderA < orderB ? -1 : 1;
  if ((a.date ?? '') !== (b.date ?? '')) return (b.date ?? '') < (a.date ?? '') ? -1 : 1;
  return a.title.localeCompare(b.title, 'en');
}

/** The newest date among entries (YYYY-MM-DD), for a list's last-modified date. */
export function newestModified(entries: Entry[]): string | undefined {
  return entries.reduce<string | undefined>((max, e) => (e.modified && (!max || e.modified > max) ? e.modified : max), undefined);
}

/** A category's name as the last part of its list's address: "GST Update" → "gst-update". */
export function categorySlug(name: string): string {
  return slugify(name);
}

export function categoryPath(settings: CollectionSettings, name: string): string {
  return `${settings.path}/category/${categorySlug(name)}`;
}

/** The address of page `n` (from 1) of a list starting at `base`. */
export function listPagePath(base: string, n: number): string {
  return n === 1 ? base : `${base}/page/${n}`;
}

export function feedPath(base: string): string {
  return `${base}/feed.atom`;
}

export function categoryColor(settings: CollectionSettings, name: string | undefined) {
  return settings.categories?.find((c) => c.name === name)?.color ?? 'brand';
}

/** A category's name as readers see it: its label (translated on another language's site) when it has one, else its name. */
export function categoryLabel(settings: CollectionSettings, name: string): string {
  return settings.categories?.find((c) => c.name === name)?.label ?? name;
}
