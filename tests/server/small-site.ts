// The live site-config/ made small for the tests that publish over a site that is not the one `npm run
// build` left in the build cache: a publish that changes a shared file (the menus, site.json) renders every
// page again, as does the first build of a new site. The small site keeps the pages the tests edit and
// assert, every shared file, rule table and collection, and passes the validator: links to the pages left
// out go to the home page instead (to the entry kept, for a collection's entries left out), and the list
// entries the validator then refuses (a popular service whose page is gone) are left out too.
import { cpSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { contentRepository } from '../../scripts/content-repository.ts';
import { categorySlug } from '../../engine/collections/entries.ts';

/** The pages kept (the tests' own and those the menus they change link to), by file name. */
const PAGES_KEPT = [
  ...['home', 'gst', 'about', 'careers', 'contact', 'enquiry', 'tool-gstin-checker', 'compliance-calendar', 'tool-income-tax-calculator'],
  // Linked from the texts of the GST page, which keep their Hindi translation only as they are.
  ...['tool-gst-calculator', 'tool-gst-registration-checker', 'tool-gst-late-fee-calculator'],
];
/** The entries kept of each collection (by folder; the first one when none is named). */
const ENTRIES_KEPT: Record<string, string> = { updates: 'tds-deposit-september-2025.json' };
/** The one state whose stamp duty stays: a page priced by state gets one state's page, not 33. */
const STATE_KEPT = '33';
/** Hindi keeps its shared files (menus, site facts, words) and these pages' translations; Tamil goes. */
const HINDI_PAGES_KEPT = ['gst.json'];

const jsonFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? jsonFiles(path) : entry.endsWith('.json') ? [path] : [];
  });

/** `value` without the entries of a list that a rewritten link made the same as an earlier one. */
function withoutRepeats(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(withoutRepeats);
    const texts = items.map((item) => JSON.stringify(item));
    return items.filter((_, i) => texts.indexOf(texts[i]!) === i);
  }
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutRepeats(item)]));
  return value;
}

/**
 * Copies site-config/ to `to`, small: the pages of PAGES_KEPT (their links to the others go to "/"),
 * one entry of each collection (ENTRIES_KEPT), Tamil's translations gone and Hindi's only for
 * HINDI_PAGES_KEPT, the stamp-duty table with one state: 22 routes and two 404 pages instead of 306 and
 * three, few enough for the build's render phase to use one thread, not two (scripts/build/threads.ts: one
 * per 24 pages). Throws when the copy does not pass the validator.
 */
export function copySmallSite(to: string): void {
  cpSync(join(ROOT_DIR, 'site-config'), to, { recursive: true });
  rmSync(join(to, 'translations/ta'), { recursive: true });
  const hindi = join(to, 'translations/hi');
  for (const dir of ['pages', 'rules', 'guides', 'updates']) {
    for (const file of readdirSync(join(hindi, dir))) if (!(dir === 'pages' && HINDI_PAGES_KEPT.includes(file))) rmSync(join(hindi, dir, file));
  }
  const stampDuty = join(to, 'rules/stamp-duty.json');
  const table = JSON.parse(readFileSync(stampDuty, 'utf8')) as { entries: { state: string }[] };
  table.entries = table.entries.filter((entry) => entry.state === STATE_KEPT);
  writeFileSync(stampDuty, `${JSON.stringify(table, null, 2)}\n`);
  // English and Hindi only (Tamil's 404 page would be one more to render).
  const siteFile = join(to, 'site.json');
  const site = JSON.parse(readFileSync(siteFile, 'utf8')) as { languages: { code: string }[] };
  site.languages = site.languages.filter((language) => language.code !== 'ta');
  writeFileSync(siteFile, `${JSON.stringify(site, null, 2)}\n`);

  // Each address left out, and where its links go now: a page's to the home page, an entry's to the entry kept.
  const gone = new Map<string, string>();
  for (const file of readdirSync(join(to, 'pages'))) {
    if (PAGES_KEPT.includes(file.replace(/\.json$/, ''))) continue;
    for (const path of (JSON.parse(readFileSync(join(to, 'pages', file), 'utf8')) as { paths: string[] }).paths) gone.set(path, '/');
    rmSync(join(to, 'pages', file));
  }
  // Of each collection, one entry and its category (each category is a page of its own).
  const collectionsFile = join(to, 'collections.json');
  const collections = JSON.parse(readFileSync(collectionsFile, 'utf8')) as { collections: { name: string; path: string; categories?: { name: string }[] }[] };
  const hindiCollections = join(hindi, 'collections.json');
  const translated = JSON.parse(readFileSync(hindiCollections, 'utf8')) as { texts: Record<string, unknown> };
  for (const collection of collections.collections) {
    const { name, path } = collection;
    const files = readdirSync(join(to, name)).sort();
    const kept = ENTRIES_KEPT[name] ?? files[0]!;
    const entry = (file: string) => JSON.parse(readFileSync(join(to, name, file), 'utf8')) as { slug: string; category?: string };
    for (const file of files.filter((f) => f !== kept)) {
      gone.set(`${path}/${entry(file).slug}`, `${path}/${entry(kept).slug}`);
      rmSync(join(to, name, file));
    }
    for (const category of collection.categories?.filter((c) => c.name !== entry(kept).category) ?? []) {
      gone.set(`${path}/category/${categorySlug(category.name)}`, path);
      for (const key of Object.keys(translated.texts)) if (key.startsWith(`collections[${name}].categories[${category.name}].`)) delete translated.texts[key];
    }
    if (collection.categories) collection.categories = collection.categories.filter((c) => c.name === entry(kept).category);
  }
  writeFileSync(collectionsFile, `${JSON.stringify(collections, null, 2)}\n`);
  writeFileSync(hindiCollections, `${JSON.stringify(translated, null, 2)}\n`);
  // Links rewritten in the text, so each file keeps its layout (a test edits the menus' text as it is).
  const instead = (href: string) => gone.get(href.replace(/[#?].*$/, ''));
  for (const file of jsonFiles(to)) {
    const text = readFileSync(file, 'utf8');
    const linked = text
      .replace(/"(\/[^"\\]*)"/g, (quoted, href: string) => (instead(href) ? `"${instead(href)}"` : quoted))
      .replace(/\]\((\/[^)\s"]*)\)/g, (link, href: string) => (instead(href) ? `](${instead(href)})` : link));
    if (linked === text) continue;
    const once = withoutRepeats(JSON.parse(linked));
    writeFileSync(file, JSON.stringify(once) === JSON.stringify(JSON.parse(linked)) ? linked : `${JSON.stringify(once, null, 2)}\n`);
  }
  // What the validator still refuses is a list's entry (a popular service whose page is gone): left out.
  for (let round = 0; ; round++) {
    const errors = validateSiteConfig(to, blockRegistry).problems.filter((p) => p.severity === 'error');
    if (!errors.length) return;
    const entries = errors.filter((p) => typeof p.path?.at(-1) === 'number');
    if (round === 3 || entries.length < errors.length) throw new Error(`The small site is not valid:\n${errors.map((p) => `${p.file}: ${p.message}`).join('\n')}`);
    for (const file of new Set(entries.map((p) => p.file))) {
      const full = resolve(ROOT_DIR, file);
      const value = JSON.parse(readFileSync(full, 'utf8')) as unknown;
      // The last entries first, so removing one never moves another still to remove.
      const paths = entries.filter((p) => p.file === file).map((p) => p.path!);
      for (const path of paths.sort((a, b) => (b.at(-1) as number) - (a.at(-1) as number))) {
        const list = path.slice(0, -1).reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], value) as unknown[];
        list.splice(path.at(-1) as number, 1);
      }
      writeFileSync(full, `${JSON.stringify(value, null, 2)}\n`);
    }
  }
}

/** A content repository (`contentRepository`) whose first commit holds the small site in `root/site-config`. */
export function smallContentRepository(root: string, options: Omit<NonNullable<Parameters<typeof contentRepository>[1]>, 'from'> = {}) {
  copySmallSite(join(root, 'site-config'));
  return contentRepository(root, options);
}
