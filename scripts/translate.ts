// `npm run translate -- <language> <file>` (e.g. hi pages/gst.json): what of the English file is not
// translated yet, or changed since, as the entries to put in its translation file
// (site-config/translations/<language>/<file>): each key with the English to translate and the
// fingerprint to record. `--all` lists every text. It writes nothing: the translation is a person's work.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadSchemaFiles, ROOT_DIR } from '../engine/config/schema-files.ts';
import { sourceTexts } from '../engine/i18n/texts.ts';
import { fingerprint } from '../engine/i18n/fingerprint.ts';
import { schemaKeyOf } from '../engine/i18n/validate.ts';
import type { Translation } from '../engine/generated/config.ts';

const [language, source, flag] = process.argv.slice(2);
const configDir = join(ROOT_DIR, 'site-config');
const schemaKey = source && schemaKeyOf(source, configDir);
if (!language || !source || !schemaKey || !existsSync(join(configDir, source))) {
  console.error(
    'Usage: npm run translate -- <language code> <file in site-config> [--all], e.g. npm run translate -- hi pages/gst.json, hi updates/tds-deposit-september-2025.json or hi compliance-calendar.json',
  );
  process.exit(1);
}
const english = JSON.parse(readFileSync(join(configDir, source), 'utf8'));
const translationPath = join(configDir, 'translations', language, source);
const translation: Translation | undefined = existsSync(translationPath) ? JSON.parse(readFileSync(translationPath, 'utf8')) : undefined;
const todo: Record<string, { english: string; fingerprint: string; translated?: string }> = {};
for (const { key, english: text } of sourceTexts(english, loadSchemaFiles(), schemaKey)) {
  const entry = translation?.texts[key];
  if (flag !== '--all' && entry?.fingerprint === fingerprint(text)) continue;
  todo[key] = { english: text, fingerprint: fingerprint(text), ...(entry ? { translated: entry.text } : {}) };
}
console.log(JSON.stringify(todo, null, 2));
console.error(
  `${Object.keys(todo).length} text(s) to translate in ${source} (${translation ? 'site-config/translations/' : 'no translation file yet: site-config/translations/'}${language}/${source}).`,
);
