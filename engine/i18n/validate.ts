// Reads and checks site-config/translations/<language>/…: each file against its schema and against the
// English file it translates. Says, in the editor's words and with file:line, which texts are stale
// (the English changed since: the old English when the history knows it, and the new), which are not
// translated yet, which keys no longer exist in the English, and where a translation retyped a figure
// or a link instead of keeping the English one. Then builds each language's site (site.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { SiteLanguage, Translation } from '../generated/config.ts';
import type { SiteConfig } from '../types.ts';
import { compiledSchemas } from '../config/ajv.ts';
import { at, type Problem } from '../config/problems.ts';
import { readJsonSource, type SourceFile } from '../config/source.ts';
import { ROOT_DIR, SCHEMA_BASE_URI } from '../config/schema-files.ts';
import { didYouMean } from '../config/suggest.ts';
import { fingerprint } from './fingerprint.ts';
import { siteLanguages } from './languages.ts';
import { sourceTexts } from './texts.ts';
import { RULE_TABLE_NAMES } from '../rules/tables.ts';
import { INTERFACE_FILE, projectInterfaceWords } from './interface-words.ts';
import { buildLanguageSite, type LanguageSite, type TranslationFile } from './site.ts';
import { sameFormNames } from './form-names.ts';

/** The English text a fingerprint was made from, when the history of the English file knows it (history.ts). */
export type PreviousEnglish = (source: string, fingerprint: string) => string | undefined;

export interface TranslationsResult {
  problems: Problem[];
  /** Every language but the main one, with its site. */
  sites: LanguageSite[];
}

const SCHEMA_KEYS: Record<string, string> = {
  'site.json': 'site.schema.json',
  'navigation.json': 'navigation.schema.json',
  'collections.json': 'collections.schema.json',
  'compliance-calendar.json': 'compliance-calendar.schema.json',
  'form-messages.json': 'form-messages.schema.json',
  [INTERFACE_FILE]: 'interface.schema.json',
};
/** Collections whose entries are translated: an update or a guide is read as a page is; a job opening is not (yet). */
const TRANSLATED_KINDS = new Set(['update', 'guide']);
const kindsByDir = new Map<string, Map<string, string>>();

/** Folder → kind of entry ("updates" → "update") of the collections in `configDir`/collections.json. */
export function collectionKinds(configDir: string): Map<string, string> {
  let kinds = kindsByDir.get(configDir);
  if (!kinds) {
    kinds = new Map();
    try {
      const { collections } = JSON.parse(readFileSync(join(configDir, 'collections.json'), 'utf8')) as { collections: { name: string; entries: string }[] };
      for (const c of collections) if (TRANSLATED_KINDS.has(c.entries)) kinds.set(c.name, c.entries);
    } catch {
      // No collections.json (or not valid JSON: the validator says so): no entries to translate.
    }
    kindsByDir.set(configDir, kinds);
  }
  return kinds;
}

/** The schema a file in site-config/ (relative: "pages/gst.json", "updates/tds.json") is read with, when it can be translated. */
export function schemaKeyOf(source: string, configDir = join(ROOT_DIR, 'site-config')): string | undefined {
  if (SCHEMA_KEYS[source]) return SCHEMA_KEYS[source];
  if (source.startsWith('pages/')) return 'page.schema.json';
  // A rule table (rules/gst-rates.json): its labels, notes, legal reasons and the laws it cites.
  const table = /^rules\/([a-z-]+)\.json$/.exec(source)?.[1];
  if (table) return (RULE_TABLE_NAMES as readonly string[]).includes(table) ? `rules/${table}.schema.json` : undefined;
  const slash = source.indexOf('/');
  const kind = slash > 0 && source.indexOf('/', slash + 1) < 0 ? collectionKinds(configDir).get(source.slice(0, slash)) : undefined;
  return kind ? `collections/${kind}.schema.json` : undefined;
}

const quote = (text: string, max = 90) => `"${text.length > max ? `${text.slice(0, max - 1)}…` : text}"`;
const tokens = (text: string) => (text.match(/\{[^{}]+\}/g) ?? []).sort().join(' ');
const links = (text: string) =>
  [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1])
    .sort()
    .join(' ');
const figures = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort().join(' ');

function listJson(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listJson(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []));
}

export function validateTranslations(configDir: string, english: SiteConfig, previous: PreviousEnglish = () => undefined): TranslationsResult {
  const display = (abs: string) => relative(process.cwd(), abs).split('\\').join('/') || abs;
  const { schemas, ajv } = compiledSchemas();
  const validate = ajv.getSchema(`${SCHEMA_BASE_URI}translation.schema.json`) as ValidateFunction;
  const problems: Problem[] = [];
  const englishFiles = new Map<string, unknown>();
  const readEnglish = (source: string) => {
    if (!englishFiles.has(source)) {
      const abs = join(configDir, source);
      englishFiles.set(source, existsSync(abs) ? JSON.parse(readFileSync(abs, 'utf8')) : undefined);
    }
    return englishFiles.get(source);
  };
  const languages = siteLanguages(english.site);
  const root = join(configDir, 'translations');
  const known = new Set(languages.map((l) => l.code));
  if (existsSync(root)) {
    for (const entry of readdirSync(root, { withFileTypes: true })) {
      if (entry.isDirectory() && !known.has(entry.name)) {
        problems.push({
          severity: 'warning',
          file: display(join(root, entry.name)),
          line: 1,
          column: 1,
          place: 'translations',
          message: `no language "${entry.name}" in site.json's "languages": add it there, or these translations are never shown`,
        });
      }
    }
  }
  // The calendar and the collections' settings are on every language's pages, translated or not: read
  // so that what has no translation is marked English.
  // So are the rule tables the site has (the tools, the price cards' sources, the structures' facts).
  for (const shared of ['compliance-calendar.json', 'collections.json', ...Object.keys(english.rules ?? {}).map((name) => `rules/${name}.json`)]) readEnglish(shared);
  const sites = languages.slice(1).map((language) => {
    const files = checkLanguage(language, join(root, language.code));
    // The components' words are in every language's site, translated or not (a word not translated shows in English, marked).
    if (!englishFiles.has(INTERFACE_FILE)) englishFiles.set(INTERFACE_FILE, english.interface ?? projectInterfaceWords());
    return buildLanguageSite(english, language, files, englishFiles, schemas);
  });
  return { problems, sites };

  function checkLanguage(language: SiteLanguage, dir: string): TranslationFile[] {
    const out: TranslationFile[] = [];
    for (const abs of listJson(dir).sort()) {
      const source = relative(dir, abs).split('\\').join('/');
      const file = readJsonSource(display(abs), readFileSync(abs, 'utf8'));
      const place = `${language.name} translation of ${source}`;
      if (file.syntaxError) {
        problems.push({ ...at(file, [], 'error', place, file.syntaxError.message), ...lineOf(file, file.syntaxError.offset) });
        continue;
      }
      const schemaKey = schemaKeyOf(source, configDir);
      const data = schemaKey ? readEnglish(source) : undefined;
      if (!schemaKey || data === undefined) {
        const exists = existsSync(join(configDir, source));
        problems.push(
          at(
            file,
            [],
            'error',
            place,
            exists
              ? `site-config/${source} cannot be translated (yet): translations are read for pages, site.json, navigation.json, collections.json, compliance-calendar.json, form-messages.json, interface.json, the tax tables (rules/) and the updates and guides — delete this file`
              : `there is no English file site-config/${source} for this translation: rename it after the English file it translates, or delete it`,
          ),
        );
        continue;
      }
      if (!validate(file.data)) {
        for (const error of validate.errors ?? []) {
          const path = error.instancePath
            .split('/')
            .slice(1)
            .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
          const what =
            error.keyword === 'required'
              ? `"${(error.params as { missingProperty: string }).missingProperty}" is missing`
              : error.keyword === 'pattern'
                ? 'the fingerprint is 8 letters a–f and digits, as npm run translate writes it'
                : error.keyword === 'additionalProperties'
                  ? `"${(error.params as { additionalProperty: string }).additionalProperty}" is not a field of a translation (a file has "reviewed" and "texts"; a text has "text" and "fingerprint")`
                  : (error.message ?? 'this value is not allowed');
          problems.push(at(file, path, 'error', place, what));
        }
        continue;
      }
      const translation = file.data as Translation;
      const texts = sourceTexts(data, schemas, schemaKey);
      const byKey = new Map(texts.map((t) => [t.key, t]));
      for (const [key, entry] of Object.entries(translation.texts)) {
        const text = byKey.get(key);
        const path = ['texts', key];
        if (!entry) continue;
        if (!text) {
          problems.push(
            at(
              file,
              path,
              'warning',
              place,
              `the English file has no text "${key}" any more${didYouMean(key, byKey.keys())} — the block may have been deleted or its id changed: move the translation to the new key or delete it`,
            ),
          );
          continue;
        }
        if (entry.fingerprint !== fingerprint(text.english)) {
          const was = previous(source, entry.fingerprint);
          problems.push(
            at(
              file,
              [...path, 'fingerprint'],
              'warning',
              `${place}, ${key}`,
              `the English changed since this was translated, so the page shows the English here: ${was ? `was ${quote(was)}, ` : ''}now ${quote(text.english)} — update the translation and set its fingerprint to "${fingerprint(text.english)}"`,
            ),
          );
          continue;
        }
        for (const [what, of] of [
          ['the {words in braces}', tokens],
          ['the links’ addresses', links],
          ['the figures', figures],
        ] as const) {
          if (of(entry.text) !== of(text.english)) {
            problems.push(
              at(
                file,
                [...path, 'text'],
                'error',
                `${place}, ${key}`,
                `${what} must be those of the English (${quote(of(text.english) || 'none')}), here ${quote(of(entry.text) || 'none')}: figures, prices and links come from the English text — copy them as they are`,
              ),
            );
          }
        }
      }
      if (schemaKey === 'page.schema.json') problems.push(...sameFormNames(file, place, data as { blocks?: unknown }, texts, translation));
      const missing = texts.filter((t) => !translation.texts[t.key]);
      if (missing.length) {
        const list = missing.slice(0, 3).map((t) => `${t.key} (${quote(t.english, 40)})`);
        problems.push(
          at(
            file,
            ['texts'],
            'warning',
            place,
            `${missing.length} text${missing.length === 1 ? ' is' : 's are'} not translated yet and show${missing.length === 1 ? 's' : ''} in English: ${list.join(', ')}${missing.length > 3 ? ' …' : ''} — npm run translate -- ${language.code} ${source} lists them`,
          ),
        );
      }
      out.push({ source, translation });
    }
    return out;
  }
}

function lineOf(file: SourceFile, offset: number) {
  const before = file.text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}
