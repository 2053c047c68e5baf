// Every problem the validator finds, in the editor's words (engine/config/field-words.ts `editorWording`),
// names fields by the labels on the screen: no JSON key of the file's schemas ("text", "heading",
// "paths", staleAfterDays) shows through where the field has a label, and no file of site-config/: the
// screens' names instead ("Updates & guides").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemaFiles, ROOT_DIR } from '../../engine/config/schema-files.ts';
import { createWorkspace } from '../../engine/config/workspace/workspace.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { editorWording } from '../../engine/config/field-words.ts';
import { propertyKeys } from './schema-keys.ts';

const files = loadSchemaFiles();
const workspace = createWorkspace(join(ROOT_DIR, 'site-config'), blockRegistry);
const read = (file: string) => JSON.parse(readFileSync(join(ROOT_DIR, 'site-config', file), 'utf8'));

/** The schema a file is edited with, as the editor finds it: pages by their folder, the others by "$schema". */
function rootKeyOf(configFile: string, data: unknown): string | undefined {
  if (configFile.startsWith('pages/')) return 'page.schema.json';
  const ref = (data as { $schema?: unknown } | null)?.$schema;
  const key = typeof ref === 'string' ? ref.replace(/^(\.\.\/)+schemas\//, '') : '';
  return files.has(key) ? key : undefined;
}

/** Every property name with a label (a "title") in a schema file and the files it refers to. */
function labelledKeys(fileKey: string): Set<string> {
  const keys = propertyKeys(files, fileKey, (v) => typeof v.title === 'string' || typeof v.$ref === 'string');
  keys.delete('$schema');
  keys.delete('type');
  return keys;
}

/** Broken copies of the real site's files, one mistake of each kind the checks know: each set is checked on its own (a page that fails its schema gets no content checks). */
function brokenSets(): Record<string, unknown>[] {
  // Mistakes of form: the schemas' checks.
  const gst = read('pages/gst.json');
  gst.blocks[0].highlights = 'Fast';
  gst.blocks[0].primaryAction = { label: 'Start' };
  const faq = gst.blocks.find((b: { type: string }) => b.type === 'faq');
  delete faq.items[0].answer;
  faq.haeding = 'Questions';
  gst.blocks.push({ type: 'timeline', heading: 'Latest updates', staleAfterDays: 'ten', items: [] });
  const site = read('site.json');
  site.contactt = 1;
  site.contact.email = 'not-an-email';
  const update = read('updates/gstr-9-and-9c-fy-2025-26.json');
  update.summary = '';
  update.date = 'yesterday';
  const form = { 'pages/gst.json': gst, 'site.json': site, 'updates/gstr-9-and-9c-fy-2025-26.json': update };

  // Mistakes of content and across files: the rules' checks.
  const page = read('pages/gst.json');
  page.blocks[0].heading = 'GST registration online for every business in India, with a CA who files for you, answers your calls and keeps your dates';
  page.title = 'G'.repeat(70);
  page.description = 'D'.repeat(200);
  page.blocks[0].eyebrow = '   ';
  page.blocks[0].primaryAction = { label: 'Start', href: '/gts' };
  const questions = page.blocks.find((b: { type: string }) => b.type === 'faq');
  questions.items.push({ ...questions.items[0] });
  questions.id = 'pricing';
  page.blocks.push({ type: 'timeline', heading: 'Latest updates', staleAfterDays: 1, items: [{ date: '2020-10-01', title: 'News' }] });
  page.blocks.push({ type: 'card-grid', id: 'pricing', cards: [{ title: 'A', text: 'B' }] });
  const about = read('pages/about.json');
  about.paths = [...about.paths, '/gst-registration'];
  about.description = 'About — write one sentence (under 160 characters) that search results will show.';
  const settings = read('site.json');
  settings.footer.popularServices = [...settings.footer.popularServices, 'Trade License'];
  const navigation = read('navigation.json');
  navigation.dropdowns[0].href = '/gts-services';
  const calendar = read('compliance-calendar.json');
  calendar.extensions = [{ rule: 'gstr-3b', period: '2026-11', date: '2026-12-31', reference: 'N1' }];
  const collections = read('collections.json');
  collections.collections[0].list.menu.group = 'Compny';
  const entry = read('updates/gstr-9-and-9c-fy-2025-26.json');
  entry.category = 'GST Updat';
  entry.related = ['/updates/no-such-update'];
  entry.date = '2099-01-01';
  const rules = {
    'pages/gst.json': page,
    'pages/about.json': about,
    'site.json': settings,
    'navigation.json': navigation,
    'compliance-calendar.json': calendar,
    'collections.json': collections,
    'updates/gstr-9-and-9c-fy-2025-26.json': entry,
  };
  return [form, rules];
}

describe('the problems in the editor’s words', () => {
  const worded = brokenSets().flatMap((overlay) =>
    workspace
      .check(overlay as never)
      .problems.filter((p) => p.configFile in overlay)
      .map((p) => {
        const data = (overlay as Record<string, unknown>)[p.configFile];
        const rootKey = rootKeyOf(p.configFile, data);
        return { p, rootKey, words: editorWording(p, files, rootKey, data) };
      }),
  );
  it('the broken files make problems of many kinds, each in the editor’s words', () => {
    expect(new Set(worded.map(({ p }) => p.configFile)).size).toBe(7);
    expect(worded.length).toBeGreaterThan(25);
  });

  it('name no field by its JSON key where it has a label', () => {
    const bad: string[] = [];
    for (const { p, rootKey, words } of worded) {
      const keys = rootKey ? labelledKeys(rootKey) : new Set<string>();
      for (const key of keys) {
        const quoted = new RegExp(`["“']${key}["”']`);
        // Bare, only a key no English word could be: staleAfterDays, primaryAction.
        const bare = /[A-Z]/.test(key) ? new RegExp(`\\b${key}\\b`) : undefined;
        if (quoted.test(words.full) || bare?.test(words.full)) bad.push(`${p.text}\n    → ${words.full}\n    names "${key}"`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('the long-headline warning names the headline and the sentence under it by their labels', () => {
    const long = worded.find(({ p }) => p.message.startsWith('the headline is'));
    expect(long?.words.full).toBe('Hero banner: Headline is 121 characters; on a phone it fills the screen — keep it under 90 and move the rest to “Sentence under the headline”');
  });

  it('name no file of site-config/, but the screens', () => {
    const bad = worded.filter(({ words }) => /site-config\/|\.json\b/.test(words.full)).map(({ p, words }) => `${p.text}\n    → ${words.full}`);
    expect(bad).toEqual([]);
    const category = worded.find(({ p }) => p.message.startsWith('"GST Updat" is not a category'));
    expect(category?.words.full).toBe(
      '"GST Updat" is not a category of updates — did you mean "GST Update"? — use one of: GST Update, MCA, TDS, Income Tax, or add it to the collection\'s "categories" in Updates & guides',
    );
    const address = worded.find(({ p }) => p.message.startsWith('the address "/gst-registration" is already used by'));
    const words = (message: string) => editorWording({ message, severity: 'error' }, files, undefined, undefined).field;
    expect(words('the newest entry of updates is dated 01-Oct-2020 — add a recent entry to site-config/updates/')).toBe(
      'The newest entry of updates is dated 01-Oct-2020 — add a recent entry to updates (Updates & guides)',
    );
    expect(words('the picture "team/x.jpg" is not in site-config/images/ — put the file there')).toBe(
      'The picture "team/x.jpg" is not in the site\'s pictures folder — put the file there',
    );
    expect(words('this tool computes with site-config/rules/gst-rates.json, which is missing')).toBe('This tool computes with the tax table “gst-rates”, which is missing');
    expect(address?.words.field).toBe('The address "/gst-registration" is already used by another page — each address may belong to one page only; change or remove one of them');
  });
});
