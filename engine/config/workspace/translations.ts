// The translation files as the editor sees them (site-config/translations/<code>/<English file>): which
// names it may read and write (a language of site.json other than the main one, an English file that can
// be translated), each language's list of files with what is missing, stale and unreviewed, and one
// file's texts side by side with their English, named as the editor's screens name fields.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { SiteLanguage, Translation } from '../../generated/config.ts';
import { siteLanguages } from '../../i18n/languages.ts';
import { fingerprint } from '../../i18n/fingerprint.ts';
import { sourceTexts } from '../../i18n/texts.ts';
import { schemaKeyOf, type PreviousEnglish } from '../../i18n/validate.ts';
import { placeOnScreen } from '../field-words.ts';
import { renderLanguages, type RenderLanguage } from '../../i18n/alternates.ts';
import { validateTranslations } from '../../i18n/validate.ts';
import type { SiteConfig } from '../../types.ts';
import { loadSchemaFiles, type SchemaObject } from '../schema-files.ts';

export const TRANSLATIONS_DIR = 'translations';
/** "translations/hi/pages/gst.json": a language code, then the English file's own name. */
const TRANSLATION_NAME = /^translations\/([a-z]{2,3})\/((?:[a-z]+(?:-[a-z]+)*\/)?[a-z0-9][a-z0-9-]*\.json)$/;

export const isTranslationName = (file: string) => file.startsWith(`${TRANSLATIONS_DIR}/`);

/** The languages a translation may be in: site.json's, without the main one (read from the folder's site.json). */
export function translatedLanguages(root: string): SiteLanguage[] {
  try {
    return siteLanguages(JSON.parse(readFileSync(join(root, 'site.json'), 'utf8'))).slice(1);
  } catch {
    return [];
  }
}

/**
 * The English file a translation file translates and its language; a sentence saying why not when the name is not one the editor may write.
 * `languages`: site.json's, when the caller has read them already (a listing of every translation file).
 */
export function translationOf(file: string, root: string, languages?: SiteLanguage[]): { language: SiteLanguage; source: string; schemaKey: string } | string {
  const match = TRANSLATION_NAME.exec(file);
  if (!match) return `"${file}" is not a translation file — a translation is named translations/<language code>/<the English file's name>, e.g. translations/hi/pages/gst.json`;
  const [, code, source] = match as unknown as [string, string, string];
  languages ??= translatedLanguages(root);
  const language = languages.find((l) => l.code === code);
  if (!language) {
    return `there is no language "${code}" to translate into — Site facts list ${languages.map((l) => `${l.name} (${l.code})`).join(', ') || 'no language but the main one'}`;
  }
  const schemaKey = schemaKeyOf(source, root);
  if (!schemaKey)
    return `${source} cannot be translated — pages, Site facts, Menus, the lists' settings, updates and guides, the compliance calendar, the tax tables, the forms' messages and the interface words can`;
  if (!existsSync(join(root, source))) return `there is no English file ${source} for this translation`;
  return { language, source, schemaKey };
}

/** The translation files in the folder, for the languages of site.json ("translations/hi/pages/gst.json"). */
export function translationFiles(root: string, languages = translatedLanguages(root)): string[] {
  const out: string[] = [];
  for (const { code } of languages) {
    const dir = join(root, TRANSLATIONS_DIR, code);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
      const file = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
      if (typeof translationOf(file, root, languages) !== 'string') out.push(file);
    }
  }
  return out.sort();
}

/** The English files a language can have a translation of, among `files` (the folder's, with drafts). */
export function translatableFiles(files: string[], root: string): string[] {
  return files.filter((f) => !isTranslationName(f) && !f.startsWith('rules/') && schemaKeyOf(f, root) !== undefined);
}

let schemas: Map<string, SchemaObject> | undefined;
const schemaFiles = () => (schemas ??= loadSchemaFiles());

/** A translation file's content (undefined: not translated yet; an unreadable file counts as none). */
function parseTranslation(text: string | undefined): Translation | undefined {
  if (text === undefined) return undefined;
  try {
    const data = JSON.parse(text) as Translation;
    return data && typeof data === 'object' && data.texts && typeof data.texts === 'object' ? data : undefined;
  } catch {
    return undefined;
  }
}

const parse = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

export interface TranslationStatus {
  /** The translation's file name ("translations/hi/pages/gst.json"): what the editor opens and saves. */
  file: string;
  /** The English file ("pages/gst.json") and the schema it is read with (the screens name files by it). */
  source: string;
  schemaKey: string;
  /** A page's first address ("/gst"), an entry's title: how the screens name it. */
  address?: string;
  title?: string;
  translated: boolean;
  reviewed: boolean;
  /** Texts in the English file. */
  texts: number;
  missing: number;
  stale: number;
}

/** Each language's files: what is translated, reviewed, missing and stale — the files no person has reviewed first. */
export function translationSummary(root: string, files: string[], read: (file: string) => string | undefined) {
  const sources = translatableFiles(files, root);
  return translatedLanguages(root).map((language) => {
    const statuses = sources.map((source): TranslationStatus => {
      const english = parse(read(source));
      const texts = english === undefined ? [] : sourceTexts(english, schemaFiles(), schemaKeyOf(source, root)!);
      const file = `${TRANSLATIONS_DIR}/${language.code}/${source}`;
      const translation = parseTranslation(read(file));
      const stale = translation ? texts.filter((t) => translation.texts[t.key] && translation.texts[t.key]!.fingerprint !== fingerprint(t.english)).length : 0;
      const missing = translation ? texts.filter((t) => !translation.texts[t.key]).length : texts.length;
      return {
        file,
        source,
        schemaKey: schemaKeyOf(source, root)!,
        ...namesOf(english),
        translated: translation !== undefined,
        reviewed: translation?.reviewed === true,
        texts: texts.length,
        missing,
        stale,
      };
    });
    // Translated and not reviewed first, then the translated ones, then the rest; each group in the files' order.
    const rank = (s: TranslationStatus) => (s.translated ? (s.reviewed ? 1 : 0) : 2);
    statuses.sort((a, b) => rank(a) - rank(b));
    return { code: language.code, name: language.name, files: statuses };
  });
}

function namesOf(english: unknown): { address?: string; title?: string } {
  const d = (english ?? {}) as { paths?: unknown; title?: unknown };
  const address = Array.isArray(d.paths) && typeof d.paths[0] === 'string' ? d.paths[0] : undefined;
  const title = typeof d.title === 'string' ? d.title : undefined;
  return { ...(address ? { address } : {}), ...(title ? { title } : {}) };
}

export interface TranslationRow {
  /** The text's key in the translation file (shown to translators only in a title). */
  key: string;
  /** Where the text is, as the editor's screens name it: "Hero: Heading". */
  field: string;
  english: string;
  /** The English's fingerprint: what the translation records when saved now. */
  fingerprint: string;
  /** The translation as it is (undefined: missing). */
  text?: string;
  /** The fingerprint the translation recorded (a stale text keeps it until a person updates or confirms the text). */
  recorded?: string;
  state: 'translated' | 'missing' | 'stale';
  /** For a stale text: the English it was translated from, when the English file's history knows it. */
  was?: string;
}

/** One translation file side by side with its English: a row per text of the English, in the English's order. */
export function translationRows(root: string, file: string, read: (file: string) => string | undefined, previous?: PreviousEnglish) {
  const of = translationOf(file, root);
  if (typeof of === 'string') return undefined;
  const english = parse(read(of.source));
  const translation = parseTranslation(read(file));
  const rows = (english === undefined ? [] : sourceTexts(english, schemaFiles(), of.schemaKey)).map((t): TranslationRow => {
    const print = fingerprint(t.english);
    const done = translation?.texts[t.key];
    const state = !done ? 'missing' : done.fingerprint === print ? 'translated' : 'stale';
    const was = state === 'stale' ? previous?.(of.source, done!.fingerprint) : undefined;
    return {
      key: t.key,
      field: fieldWords(of.schemaKey, english, t.path),
      english: t.english,
      fingerprint: print,
      ...(done ? { text: done.text, recorded: done.fingerprint } : {}),
      state,
      ...(was ? { was } : {}),
    };
  });
  return {
    file,
    source: of.source,
    schemaKey: of.schemaKey,
    language: { code: of.language.code, name: of.language.name, locale: of.language.locale },
    ...namesOf(english),
    exists: translation !== undefined,
    reviewed: translation?.reviewed === true,
    rows,
    /** Texts of the file whose key the English no longer has (the validator names them): kept as they are when saved. */
    others: Object.fromEntries(Object.entries(translation?.texts ?? {}).filter(([key]) => !rows.some((r) => r.key === key))),
    schemaRef: (parse(read(file)) as { $schema?: string } | undefined)?.$schema ?? translationSchemaRef(file),
  };
}

/** "Hero: Heading", "Frequently asked questions, question 2: Answer" — the field as the editor's forms and page editor label it. */
function fieldWords(schemaKey: string, data: unknown, path: (string | number)[]): string {
  const { place, label } = placeOnScreen(schemaFiles(), schemaKey, data, path);
  const last = path.at(-1);
  const words = [place, typeof last === 'number' ? '' : label || String(last ?? '')].filter(Boolean).join(': ') || 'Text';
  return words[0]!.toUpperCase() + words.slice(1);
}

/** The $schema a new translation file names: relative to where it is (translations/hi/site.json → ../../../schemas/). */
export function translationSchemaRef(file: string): string {
  return `${'../'.repeat(file.split('/').length)}schemas/translation.schema.json`;
}

/** A language's site of a config (the main language first), as the build renders it. */
export interface PreviewSite {
  config: SiteConfig;
  language: RenderLanguage;
}

/** Every language's site of the (valid) config in `configDir`: its translations applied as the build applies them. */
export function languageSites(config: SiteConfig, configDir: string): PreviewSite[] {
  const { sites } = validateTranslations(configDir, config);
  const render = renderLanguages(config, sites);
  return [{ config, language: render[0]! }, ...sites.map((site, i) => ({ config: site.config, language: render[i + 1]! }))];
}
