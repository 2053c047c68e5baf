// Phases for files beside the pages: the compliance calendar's data (read by the server's feeds and
// the browser's recomputation) and the server's renderer for forms sent without JavaScript
// (scripts/build-form-pages.ts: a Vite SSR bundle, cached per code hash like the client bundle).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, utimesSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LocalCalendar } from '../../engine/calendar/profile.ts';
import { CALENDAR_DATA_PATH, calendarDataPath, calendarFeedPath, type CalendarData } from '../../engine/calendar/public.ts';
import { projectInterfaceWords } from '../../engine/i18n/interface-words.ts';
import { withoutMarks } from '../../engine/i18n/collections.ts';
import { FORM_PAGES_DIR } from '../build-form-pages.ts';
import { renderLanguages } from '../../engine/i18n/alternates.ts';
import { browserWords, formWordsData } from '../../engine/form-words.ts';
import { browserWordsFile } from '../../engine/forms.ts';
import { runNode } from './client.ts';
import { listFiles } from './cache.ts';
import type { BuildContext } from './context.ts';
import type { SiteConfig } from '../../engine/types.ts';
import type { LanguageSite } from '../../engine/i18n/site.ts';

export function calendarPhase(ctx: BuildContext) {
  const { config } = ctx;
  if (!config.calendar) return;
  ctx.outputs.set(CALENDAR_DATA_PATH.slice(1), Buffer.from(JSON.stringify(calendarData(config))));
  // Each language's names and words, for its pages' recomputation in the browser and the server's answers (/hi/compliance-calendar.json).
  for (const local of ctx.languages) {
    const data = calendarData(config, local);
    if (data) ctx.outputs.set(calendarDataPath(local.language.code).slice(1), Buffer.from(JSON.stringify(data)));
  }
}

/**
 * What a calendar data file holds: the main language's rules and words, or with `local` a language's
 * (its names and words; an untranslated one is the English, unmarked: a data file has no markup).
 */
export function calendarData(config: SiteConfig, local?: LanguageSite): CalendarData | undefined {
  const source = local ? local.config : config;
  if (!source.calendar) return undefined;
  // The states' names in the language are for the prerendered chooser only: the file keeps the English ones it matches.
  const { $schema: _schema, stateNames: _stateNames, ...calendar } = source.calendar as LocalCalendar;
  const words = (source.interface ?? projectInterfaceWords()).calendar;
  return {
    calendar: JSON.parse(withoutMarks(JSON.stringify(calendar))),
    site: { name: config.site.brand.name, siteUrl: config.site.siteUrl ?? '' },
    words: { words: JSON.parse(withoutMarks(JSON.stringify(words))), locale: local?.language.locale ?? 'en-IN' },
    feedPath: calendarFeedPath(local?.language.code),
  };
}

export async function formPagesPhase(ctx: BuildContext) {
  const dir = join(ctx.cache.dir, 'server', ctx.codeHash);
  if (!existsSync(join(dir, 'form-pages.js'))) {
    const tmp = mkdtempSync(join(ctx.cache.dir, 'server-tmp-'));
    try {
      const root = ctx.options.rootDir;
      await runNode(root, [join(root, 'node_modules/.bin/tsx'), join(root, 'scripts/build-form-pages.ts'), tmp], 'The form-pages bundle (vite build --ssr)');
      mkdirSync(dirname(dir), { recursive: true });
      try {
        renameSync(join(tmp, FORM_PAGES_DIR), dir);
      } catch {
        // Another build of the same code got there first: same code, same bundle.
        if (!existsSync(join(dir, 'form-pages.js'))) throw new Error(`Could not store the form-pages bundle in ${dir}`);
      }
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
  const now = new Date();
  utimesSync(dir, now, now);
  for (const rel of listFiles(dir)) ctx.outputs.set(`${FORM_PAGES_DIR}/${rel}`, readFileSync(join(dir, rel)));
  // Beside the bundle: the validated config and the loader URL.
  // The other languages' sites, so a form on /hi/contact is answered with /hi/contact (and the main language's links and alternates).
  const render = renderLanguages(ctx.config, ctx.languages);
  const languages = ctx.languages.map((l, i) => ({ config: l.config, language: render[i + 1]! }));
  ctx.outputs.set(`${FORM_PAGES_DIR}/site.json`, Buffer.from(JSON.stringify({ config: ctx.config, loaderSrc: ctx.loaderSrc, languages, mainLanguage: render[0] })));
  // The forms' messages in every language (server/form-language.ts), and for the browser's own checks on a
  // translated page the messages and field names alone (blocks/form/state.ts fetches them on hydration).
  const words = formWordsData(ctx.config, ctx.languages);
  ctx.outputs.set(`${FORM_PAGES_DIR}/form-words.json`, Buffer.from(JSON.stringify(words)));
  for (const { code } of words.languages.slice(1)) ctx.outputs.set(browserWordsFile(code).slice(1), Buffer.from(JSON.stringify(browserWords(words.words[code]!))));
}
