// Validates everything in site-config/: each file against its JSON Schema (ajv), then the checks
// that span files (paths, links, anchors, menus). Every problem names file:line:column, the place in
// plain words and what to do — written for the people who edit these files, not for developers.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { withPricesResolved } from './price-tokens.ts';
import { factsOf, withFacts, withFactsResolved } from './fact-tokens.ts';
import { withLinkedPlans } from './linked-plans.ts';
import { withStateVariants } from './state-variants.ts';
import type { ComplianceCalendar, FormMessages, Interface, Navigation, Page, SearchSynonyms, Site } from '../generated/config.ts';
import type { BlockRegistry } from '../block-api.tsx';
import type { SiteConfig } from '../types.ts';
import type { RuleTableName } from '../rules/tables.ts';
import { compiledSchemas, type ConfigValidators } from './ajv.ts';
import { SCHEMA_BASE_URI, ROOT_DIR, type SchemaObject } from './schema-files.ts';
import { readJsonSource, lineColumn, type SourceFile } from './source.ts';
import { pageLabel, placeInWords, type JsonPath } from './places.ts';
import { describeAjvErrors } from './ajv-words.ts';
import type { Problem } from './problems.ts';
import { runRules, type PageProblemStore, type ValidPage } from './rules.ts';
import { siteToday } from '../calendar/dates.ts';
import { collectionsOf, loadCollections } from '../collections/index.ts';
import { readRuleTables } from './rule-tables.ts';

export { formatProblem, type Problem } from './problems.ts';
export { TITLE_LIMIT, DESCRIPTION_LIMIT } from './page-rules.ts';

export interface ValidationResult {
  problems: Problem[];
  /** Present only when there are no errors. */
  config?: SiteConfig;
  /**
   * When site.json and navigation.json are valid: the site with the pages that passed their schema,
   * even if other files have errors — enough for the dev server to preview what can still be built.
   */
  partial?: SiteConfig;
}

/**
 * Kept between runs by a long-running caller (the dev server): the compiled ajv and each file's own
 * result (parse + schema check) by content, so a re-run re-checks only changed files; the rules
 * across files always run again.
 */
export interface ValidationCache {
  schemas?: Map<string, SchemaObject>;
  ajv?: ConfigValidators;
  sources: Map<string, SourceFile>;
  checked: WeakMap<SourceFile, { ok: boolean; problems: Problem[] }>;
  /** Page problems kept between processes (the build's cache, scripts/build/validate.ts). */
  pageProblems?: PageProblemStore;
}

export function createValidationCache(): ValidationCache {
  return { sources: new Map(), checked: new WeakMap() };
}

/**
 * Validates the config directory (default: site-config/). Never throws for bad content. `blocks` (the
 * generated registry, blocks/registry.ts) adds each block definition's own checks; the engine cannot
 * import it itself, so callers that build or preview the site pass it. `today` (India, YYYY-MM-DD) is
 * the day checks of content that goes out of date count from: SITE_TODAY when set (tests fix it; an
 * editor can see what will be out of date on a later day), else today in India.
 */
export function validateSiteConfig(configDir = join(ROOT_DIR, 'site-config'), blocks?: BlockRegistry, cache?: ValidationCache, today = siteToday()): ValidationResult {
  const display = (abs: string) => relative(process.cwd(), abs).split('\\').join('/') || abs;
  const read = (abs: string) => {
    const text = readFileSync(abs, 'utf8');
    const known = cache?.sources.get(abs);
    if (known && known.text === text) return known;
    const source = readJsonSource(display(abs), text);
    cache?.sources.set(abs, source);
    return source;
  };
  const problems: Problem[] = [];
  const compiled = cache?.schemas && cache.ajv ? undefined : compiledSchemas();
  if (cache) {
    cache.schemas ??= compiled!.schemas;
    cache.ajv ??= compiled!.ajv;
  }
  const schemas = cache?.schemas ?? compiled!.schemas;
  const ajv = cache?.ajv ?? compiled!.ajv;
  // A broken schema is a developer's mistake; say which file, instead of crashing with a stack trace.
  for (const key of ['site.schema.json', 'navigation.schema.json', 'page.schema.json']) {
    try {
      ajv.getSchema(SCHEMA_BASE_URI + key);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const file = /schemas\/([\w./-]+\.schema\.json)/.exec(message)?.[1] ?? key;
      problems.push({
        severity: 'error',
        file: `schemas/${file}`,
        line: 1,
        column: 1,
        place: 'schema',
        message: `this schema cannot be compiled: ${message.replace(SCHEMA_BASE_URI, 'schemas/')}`,
      });
    }
  }
  if (problems.length) return { problems };

  const sitePath = join(configDir, 'site.json');
  const navPath = join(configDir, 'navigation.json');
  const pagesDir = join(configDir, 'pages');
  for (const required of [sitePath, navPath, pagesDir]) {
    if (!existsSync(required)) {
      problems.push({ severity: 'error', file: display(required), line: 1, column: 1, place: '', message: 'this file or folder is missing — restore it from the project history' });
    }
  }
  if (problems.length) return { problems };

  const imageFiles = listFiles(join(configDir, 'images'));
  const siteFile = read(sitePath);
  const navFile = read(navPath);
  const pageFiles = readdirSync(pagesDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => read(join(pagesDir, name)));
  for (const name of readdirSync(pagesDir)) {
    if (!name.endsWith('.json') && !name.startsWith('.')) {
      problems.push({ severity: 'warning', file: display(join(pagesDir, name)), line: 1, column: 1, place: '', message: 'this file is ignored — page files must end in .json' });
    }
  }

  const check = (file: SourceFile, schemaKey: string, placeOf: (path: JsonPath) => string) => {
    const known = cache?.checked.get(file);
    if (known) {
      problems.push(...known.problems);
      return known.ok;
    }
    const start = problems.length;
    const ok = checkFile(file, schemaKey, placeOf);
    cache?.checked.set(file, { ok, problems: problems.slice(start) });
    return ok;
  };
  const checkFile = (file: SourceFile, schemaKey: string, placeOf: (path: JsonPath) => string) => {
    if (file.syntaxError) {
      const { line, column } = lineColumn(file.text, file.syntaxError.offset);
      problems.push({ severity: 'error', file: file.path, line, column, place: '', message: file.syntaxError.message });
      return false;
    }
    const validate = ajv.getSchema(SCHEMA_BASE_URI + schemaKey) as ValidateFunction;
    if (validate(file.data)) return true;
    problems.push(...describeAjvErrors(file, validate.errors ?? [], schemas, schemaKey, placeOf));
    return false;
  };

  const siteOk = check(siteFile, 'site.schema.json', (path) => placeInWords('site settings', path, schemas, 'site.schema.json', siteFile.data));
  const navOk = check(navFile, 'navigation.schema.json', (path) => placeInWords('navigation', path, schemas, 'navigation.schema.json', navFile.data));
  // The compliance calendar is optional; when present it is checked like the other files (its own
  // rules run with the others: engine/config/rules.ts, "compliance-calendar").
  const calendarPath = join(configDir, 'compliance-calendar.json');
  const calendarFile = existsSync(calendarPath) ? read(calendarPath) : undefined;
  const calendarOk =
    !!calendarFile &&
    check(calendarFile, 'compliance-calendar.schema.json', (path) => placeInWords('compliance calendar', path, schemas, 'compliance-calendar.schema.json', calendarFile.data));
  // The site search's synonyms (engine/search/) and the components' words (engine/i18n/words.ts), optional like the calendar.
  const optional = (name: string, what: string) => {
    const file = existsSync(join(configDir, `${name}.json`)) ? read(join(configDir, `${name}.json`)) : undefined;
    return { file, ok: !!file && check(file, `${name}.schema.json`, (path) => placeInWords(what, path, schemas, `${name}.schema.json`, file.data)) };
  };
  const { file: synonymsFile, ok: synonymsOk } = optional('search-synonyms', 'search synonyms');
  const { file: interfaceFile, ok: interfaceOk } = optional('interface', 'interface words');
  // The forms' messages (engine/form-words.ts), optional: without the file the forms speak English only.
  const { file: messagesFile, ok: messagesOk } = optional('form-messages', 'form messages');
  // Rule tables (site-config/rules/<name>.json, schemas/rules/<name>.schema.json): the tools' rates and rules.
  const ruleTables = readRuleTables(
    join(configDir, 'rules'),
    read,
    check,
    problems,
    display,
    calendarFile && calendarOk ? (calendarFile.data as ComplianceCalendar).rules : undefined,
  );
  const validPages: ValidPage[] = [];
  for (const source of pageFiles) {
    const label = pageLabel(source);
    if (check(source, 'page.schema.json', (path) => placeInWords(label, path, schemas, 'page.schema.json', source.data))) {
      validPages.push({ source, page: source.data as Page });
    }
  }

  // Checks across files (engine/config/rules.ts) run on the files that passed their schema. Links may
  // also target a page that has other errors, as long as its "paths" can be read; otherwise one mistake
  // in a page would also be reported as a broken link everywhere that page is linked from.
  const pageByPath = new Map<string, ValidPage>();
  const valid = new Set(validPages.map((v) => v.source));
  for (const source of pageFiles) {
    if (valid.has(source)) continue;
    const data = source.data as Partial<Page> | undefined;
    if (!Array.isArray(data?.paths) || !Array.isArray(data.blocks)) continue;
    for (const path of data.paths) if (typeof path === 'string' && !pageByPath.has(path)) pageByPath.set(path, { source, page: data as Page });
  }
  for (const entry of validPages) for (const path of entry.page.paths) if (!pageByPath.has(path)) pageByPath.set(path, entry);
  // Collections (engine/collections/): their entries are checked against their own schemas, and their
  // pages (a page per entry, the lists) are known to the rules like page files: links may go to them.
  // A mistake in site.json (a misspelt key) must not hide the collections' pages: their addresses do
  // not depend on it, and without them every link to an update or a guide would be reported as going
  // nowhere. They are made from what site.json still says; what needs its broken parts is skipped.
  const stand = siteOk ? { site: siteFile.data as Site, footerGroups: true } : standInSite(siteFile.data);
  const loaded = loadCollections(configDir, { read, check, display }, schemas, problems);
  const collections = collectionsOf(loaded, validPages, pageByPath, stand.site, schemas, today);
  // Without site.json's footer groups, whether a collection's list may go in a footer group is not known.
  const collectionProblems = (pathsUnknown: boolean) =>
    collections.problems(pathsUnknown).filter((p) => stand.footerGroups || !(p.file === loaded.file?.path && p.path?.includes('menu')));
  problems.push(
    ...runRules({
      site: siteOk ? { source: siteFile, data: siteFile.data as Site } : undefined,
      navigation: navOk ? { source: navFile, data: navFile.data as Navigation } : undefined,
      pages: validPages,
      pageByPath,
      // A page file that is not even valid JSON hides its paths; links to it would be false alarms.
      pathsUnknown: pageFiles.some((f) => f.syntaxError) || loaded.entriesUnknown,
      schemas,
      imageFiles,
      blocks,
      calendar: calendarFile && calendarOk ? { source: calendarFile, data: calendarFile.data as ComplianceCalendar } : undefined,
      calendarFileExists: !!calendarFile,
      ruleTables: new Set(Object.keys(ruleTables.valid)) as Set<RuleTableName>,
      today,
      pageProblemStore: cache?.pageProblems,
    }),
    ...collectionProblems(pageFiles.some((f) => f.syntaxError) || loaded.entriesUnknown),
  );

  const errors = problems.filter((p) => p.severity === 'error');
  if (!siteOk || !navOk) return { problems };
  const facts = factsOf(siteFile.data as Site);
  const partial: SiteConfig = {
    // The grievance officer's phone and address may name the business's own by {phone} / {address}.
    site: withFacts(siteFile.data as Site, facts),
    navigation: navFile.data as Navigation,
    // Visitors see prices where the texts name them by reference (price-tokens.ts).
    // Sections that show a collection get its entries (engine/collections/resolve.ts).
    // Facts of site.json fill in {phone}, {email} and {address} (fact-tokens.ts).
    // A comparison's structures get their price plans' figures (linked-plans.ts); a page whose figures
    // depend on the state gets a page per state (state-variants.ts).
    pages: withStateVariants(
      withLinkedPlans([
        ...validPages.map(({ source, page }) => ({ file: source.path, page: collections.resolve(withFactsResolved(withPricesResolved(page), facts)) })),
        ...collections.pages,
      ]),
      ruleTables.valid,
      today,
    ),
    ...(loaded.collections.length ? { collections: loaded.collections } : {}),
    // A calendar with errors is left out of the preview (the pages still show; the banner names its problems).
    ...(calendarFile && calendarOk ? { calendar: calendarFile.data as ComplianceCalendar } : {}),
    ...(Object.keys(ruleTables.valid).length ? { rules: ruleTables.valid } : {}),
    ...(synonymsFile && synonymsOk ? { searchSynonyms: synonymsFile.data as SearchSynonyms } : {}),
    ...(messagesFile && messagesOk ? { formMessages: messagesFile.data as FormMessages } : {}),
    ...(interfaceFile && interfaceOk ? { interface: interfaceFile.data as Interface } : {}),
  };
  if (errors.length || (calendarFile && !calendarOk) || (synonymsFile && !synonymsOk) || (messagesFile && !messagesOk) || (interfaceFile && !interfaceOk) || ruleTables.invalid)
    return { problems, partial };
  return { problems, config: partial, partial };
}

/**
 * When site.json failed its schema: a site with what the collections' pages and checks need of it, from
 * what the file still says (the brand's name, the footer groups' titles). `footerGroups` says whether
 * its footer groups could be read.
 */
function standInSite(file: unknown): { site: Site; footerGroups: boolean } {
  // A file that is not even JSON (or not a group of settings) still leaves the collections' addresses known.
  const data = file && typeof file === 'object' && !Array.isArray(file) ? file : {};
  const group = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
  const brand = group((data as Record<string, unknown>).brand);
  const footer = group((data as Record<string, unknown>).footer);
  const groups = footer.groups;
  const footerGroups = Array.isArray(groups) && groups.every((g) => typeof group(g).title === 'string');
  const name = typeof brand.name === 'string' ? brand.name : '';
  return { site: { ...data, brand: { ...brand, name }, footer: { ...footer, groups: footerGroups ? groups : [] } } as unknown as Site, footerGroups };
}

/** Files below `dir` as paths relative to it ("team/priya.jpg"); none when the folder does not exist. */
function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (
    (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
      // A link to a file counts as the file (the editor's scratch copy links pictures to the originals).
      .filter((d) => d.isFile() || (d.isSymbolicLink() && statSync(join(d.parentPath, d.name), { throwIfNoEntry: false })?.isFile()))
      .map((d) => relative(dir, join(d.parentPath, d.name)).split('\\').join('/'))
      .sort()
  );
}
