// Validates everything in site-config/: each file against its JSON Schema (ajv), then the checks
// that span files (paths, links, anchors, menus). Every problem names file:line:column, the place in
// plain words and what to do — written for the people who edit these files, not for developers.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { FormBlock, Navigation, Page, Site } from '../generated/config.ts';
import { createConfigAjv } from './ajv.ts';
import { loadSchemaFiles, SCHEMA_BASE_URI, ROOT_DIR, type SchemaObject } from './schema-files.ts';
import { readJsonSource, lineColumn, offsetOf, offsetOfKey, type SourceFile } from './source.ts';
import { closest, didYouMean } from './suggest.ts';
import { slugFromName } from '../slug.ts';
import { checkFormBlock } from '../../blocks/form/check.ts';
import { contentRules, sampleTexts } from './content-rules.ts';
import { blockSkeletons } from './skeletons.ts';
import { LINK_TARGET, linksIn } from '../markup/inline.ts';

export interface Problem {
  severity: 'error' | 'warning';
  file: string;
  line: number;
  column: number;
  /** Where, in words: "page /gst, block 3 (pricing-cards), plan 2". */
  place: string;
  /** What is wrong and what to do. */
  message: string;
}

export interface PageFile {
  file: string;
  page: Page;
}

export interface SiteConfig {
  site: Site;
  navigation: Navigation;
  pages: PageFile[];
}

export interface ValidationResult {
  problems: Problem[];
  /** Present only when there are no errors. */
  config?: SiteConfig;
}

export const TITLE_LIMIT = 60;
export const DESCRIPTION_LIMIT = 160;

type JsonPath = (string | number)[];

export function formatProblem(p: Problem): string {
  const where = p.place ? `${p.place}: ` : '';
  return `${p.file}:${p.line}:${p.column} ${p.severity}: ${where}${p.message}`;
}

/** Validates the config directory (default: site-config/). Never throws for bad content. */
export function validateSiteConfig(configDir = join(ROOT_DIR, 'site-config')): ValidationResult {
  const display = (abs: string) => relative(process.cwd(), abs).split('\\').join('/') || abs;
  const read = (abs: string) => readJsonSource(display(abs), readFileSync(abs, 'utf8'));
  const problems: Problem[] = [];
  const schemas = loadSchemaFiles();
  const ajv = createConfigAjv();
  // A broken schema is a developer's mistake; say which file, instead of crashing with a stack trace.
  for (const key of ['site.schema.json', 'navigation.schema.json', 'page.schema.json']) {
    try {
      ajv.getSchema(SCHEMA_BASE_URI + key);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const file = /schemas\/([\w./-]+\.schema\.json)/.exec(message)?.[1] ?? key;
      problems.push({ severity: 'error', file: `schemas/${file}`, line: 1, column: 1, place: 'schema', message: `this schema cannot be compiled: ${message.replace(SCHEMA_BASE_URI, 'schemas/')}` });
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
  const unreplacedSamples = sampleTexts(blockSkeletons(schemas).samples);
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
  const validPages: { source: SourceFile; page: Page }[] = [];
  for (const source of pageFiles) {
    const label = pageLabel(source);
    if (check(source, 'page.schema.json', (path) => placeInWords(label, path, schemas, 'page.schema.json', source.data))) {
      validPages.push({ source, page: source.data as Page });
    }
  }

  // Checks across files run on the files that passed their schema, so they can trust the shapes.
  // Links may also target a page that has other errors, as long as its "paths" can be read; otherwise
  // one mistake in a page would also be reported as a broken link everywhere that page is linked from.
  const pageByPath = new Map<string, { source: SourceFile; page: Page }>();
  for (const source of pageFiles) {
    if (validPages.some((v) => v.source === source)) continue;
    const data = source.data as Partial<Page> | undefined;
    if (!Array.isArray(data?.paths) || !Array.isArray(data.blocks)) continue;
    for (const path of data.paths) if (typeof path === 'string') pageByPath.set(path, { source, page: data as Page });
  }
  for (const entry of validPages) {
    entry.page.paths.forEach((path, i) => {
      const owner = pageByPath.get(path);
      if (owner) {
        problems.push(at(entry.source, ['paths', i], 'error', pageLabel(entry.source), `the address "${path}" is already used by ${owner.source.path} — each address may belong to one page only; change or remove one of them`));
      } else {
        pageByPath.set(path, entry);
      }
    });
  }
  const allPaths = [...pageByPath.keys()];

  const anchorsOf = (page: Page) => new Set(anchorsIn(page).map((a) => a.id));
  // A page file that is not even valid JSON hides its paths; links to it would be false alarms.
  const pathsUnknown = pageFiles.some((f) => f.syntaxError);
  /** Paths some menu or other page links to; a page nobody links to gets a warning. */
  const linked = new Set<string>(['/']);
  const checkLink = (source: SourceFile, path: JsonPath, href: string, place: string, currentPage?: Page) => {
    if (href.startsWith('/') && (!currentPage || !currentPage.paths.includes(href.split(/[#?]/)[0]!))) linked.add(href.split(/[#?]/)[0] || '/');
    if (href.startsWith('#')) {
      const anchor = href.slice(1);
      if (currentPage && anchor && !anchorsOf(currentPage).has(anchor)) {
        problems.push(at(source, path, 'error', place, `the link "${href}" jumps to a section anchor that no block on this page has${didYouMean(anchor, anchorsOf(currentPage))} — set "id": "${anchor}" on the section it should jump to`));
      }
      return;
    }
    if (!href.startsWith('/') || pathsUnknown) return;
    const [withoutHash = '', anchor] = href.split('#');
    const target = withoutHash.split('?')[0] || '/';
    const targetPage = pageByPath.get(target);
    if (!targetPage) {
      const hint = didYouMean(target, allPaths);
      // The page it was meant for is linked once the typo is fixed; do not also call that page unreachable.
      const meant = closest(target, allPaths);
      if (meant) linked.add(meant);
      problems.push(at(source, path, 'error', place, `the link "${href}" goes to no page${hint || ' — check the address, or add a page with that address in site-config/pages/'}`));
      return;
    }
    if (anchor && !anchorsOf(targetPage.page).has(anchor)) {
      problems.push(at(source, path, 'error', place, `the link "${href}" jumps to the anchor "#${anchor}", but no section of ${target} has that anchor${didYouMean(anchor, anchorsOf(targetPage.page))}`));
    }
  };

  for (const { source, page } of validPages) {
    const label = pageLabel(source);
    walkHrefs(page, [], (path, href) => checkLink(source, path, href, placeInWords(label, path.slice(0, -1), schemas, 'page.schema.json', page), page));
    // Links written inside text ([label](/gst)) are checked like every other link.
    walkMarkupText(page, schemas, (path, text) => {
      const place = placeInWords(label, typeof path.at(-1) === 'string' ? path.slice(0, -1) : path, schemas, 'page.schema.json', page);
      for (const href of linksIn(text)) {
        if (LINK_TARGET.test(href)) checkLink(source, path, href, place, page);
        else problems.push(at(source, path, 'error', place, `the link "${href}" in this text goes nowhere — a page of this site starts with / (for example [GST](/gst)), another website with https://`));
      }
    });
    // Anchors of nested blocks and tab panels count too: they all become ids in one HTML page.
    const seen = new Map<string, JsonPath>();
    for (const { id, path } of anchorsIn(page)) {
      const first = seen.get(id);
      if (first) {
        problems.push(at(source, [...path, 'id'], 'error', placeInWords(label, path, schemas, 'page.schema.json', page), `the anchor "${id}" is already used by ${placeInWords('', first, schemas, 'page.schema.json', page).replace(/^, /, '')} — anchors must be unique on a page`));
      } else seen.set(id, path);
    }
    if (page.menu?.area === 'footer') {
      const groups = siteOk ? (siteFile.data as Site).footer.groups.map((g) => g.title) : [];
      if (siteOk && !page.menu.group) {
        problems.push(at(source, ['menu'], 'error', `${label}, menu`, `"group" is missing — name the footer group to add the link to (one of: ${groups.join(', ')})`));
      } else if (siteOk && page.menu.group && !groups.includes(page.menu.group)) {
        problems.push(at(source, ['menu', 'group'], 'error', `${label}, menu`, `there is no footer group "${page.menu.group}"${didYouMean(page.menu.group, groups) || ` — use one of: ${groups.join(', ')}`}`));
      }
    }
    // Form blocks (also inside tabs): what their schema cannot say, e.g. each field must be one its inbox accepts.
    walkObjects(page.blocks, ['blocks'], (value, path) => {
      if (value.type !== 'form' || path[path.length - 2] !== 'blocks') return;
      const place = placeInWords(label, path, schemas, 'page.schema.json', page);
      for (const p of checkFormBlock(value as unknown as FormBlock, schemas)) problems.push(at(source, [...path, ...p.path], p.severity, place, p.message));
    });
    // Pictures: the file must be in site-config/images/, and each says what it shows or that it is decoration.
    let priorityPictures = 0;
    walkObjects(page.blocks, ['blocks'], (value, path) => {
      if (path.at(-1) !== 'image' || typeof value.src !== 'string') return;
      const place = placeInWords(label, path, schemas, 'page.schema.json', page);
      if (!imageFiles.includes(value.src)) {
        const hint = didYouMean(value.src, imageFiles);
        problems.push(at(source, [...path, 'src'], 'error', place, `the picture "${value.src}" is not in site-config/images/${hint || ' — put the file there, or correct the name'}`));
      }
      if (value.decorative === true && typeof value.alt === 'string') {
        problems.push(at(source, [...path, 'alt'], 'warning', place, `"alt" is not used when "decorative" is true (screen readers skip the picture) — remove one of them`));
      } else if (value.decorative !== true && typeof value.alt !== 'string') {
        problems.push(at(source, path, 'error', place, `the picture "${value.src}" has no "alt" — describe what it shows for people who cannot see it, or add "decorative": true if it adds nothing to the text`));
      }
      if (value.priority === true && ++priorityPictures === 2) {
        problems.push(at(source, [...path, 'priority'], 'warning', place, `more than one picture on this page has "priority": true — keep it only on the big picture at the top, so that one loads first`));
      }
    });
    if (page.title.length > TITLE_LIMIT) {
      problems.push(at(source, ['title'], 'warning', label, `the title is ${page.title.length} characters; search results cut titles after about ${TITLE_LIMIT} — shorten it`));
    }
    if (page.description.length > DESCRIPTION_LIMIT) {
      problems.push(at(source, ['description'], 'warning', label, `the description is ${page.description.length} characters; search results cut descriptions after about ${DESCRIPTION_LIMIT} — shorten it`));
    }
    for (const rule of [...contentRules, unreplacedSamples]) {
      for (const f of rule(page)) {
        const parent = typeof f.path.at(-1) === 'string' ? f.path.slice(0, -1) : f.path;
        problems.push(at(source, f.path, f.severity, placeInWords(label, parent, schemas, 'page.schema.json', page), f.message));
      }
    }
  }

  if (navOk) {
    const nav = navFile.data as Navigation;
    walkHrefs(nav, [], (path, href) => checkLink(navFile, path, href, placeInWords('navigation', path.slice(0, -1), schemas, 'navigation.schema.json', nav)));
  }
  if (siteOk) {
    const site = siteFile.data as Site;
    walkHrefs(site, [], (path, href) => checkLink(siteFile, path, href, placeInWords('site settings', path.slice(0, -1), schemas, 'site.schema.json', site)));
    site.footer.popularServices.forEach((name, i) => {
      if (typeof name !== 'string') return; // an explicit "href" is checked like every other link
      const slug = slugFromName(name);
      if (!pageByPath.has(slug) && !pathsUnknown) {
        const hint = didYouMean(slug, allPaths);
        const fix = hint ? `${hint} If so, correct the name; if not, add ${slug} to the "paths" of the page it should open` : ` — add that address to a page's "paths" or correct the name`;
        problems.push(at(siteFile, ['footer', 'popularServices', i], 'error', `site settings, footer, popular service ${i + 1}`, `"${name}" links to ${slug}, but no page has that address${fix}`));
      }
    });
  }

  // Likely mistakes that still build: warnings, not errors.
  for (const { source, page } of validPages) {
    const label = pageLabel(source);
    if (page.menu) linked.add(page.paths[0]!);
    walkObjects(page, [], (value, path) => {
      if (value.type === 'enquire') linked.add('/enquiry'); // enquiry actions open the /enquiry page
      for (const [key, v] of Object.entries(value)) {
        if (/price|amount|fee/i.test(key) && typeof v === 'string' && /^\s*(₹|rs\.?|inr)?\s*\d[\d,]*(\.\d+)?\s*$/i.test(v)) {
          problems.push(at(source, [...path, key], 'warning', placeInWords(label, path, schemas, 'page.schema.json', page), `${key} "${v}" is written as text — write the number without quotes or commas (${v.replace(/[^\d.]/g, '')}) so it is formatted and checked like every other price`));
        }
      }
    });
  }
  if (siteOk) (siteFile.data as Site).footer.popularServices.forEach((name) => typeof name === 'string' && linked.add(slugFromName(name)));
  if (siteOk && navOk && !pathsUnknown) {
    for (const { source, page } of validPages) {
      if (!page.paths.some((p) => linked.has(p))) {
        problems.push(at(source, ['paths', 0], 'warning', pageLabel(source), `no menu or link reaches this page — add it to navigation.json or a footer group in site.json, give it a "menu" entry, or link to it from another page`));
      }
    }
  }

  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length || !siteOk || !navOk) return { problems };
  return {
    problems,
    config: {
      site: siteFile.data as Site,
      navigation: navFile.data as Navigation,
      pages: validPages.map(({ source, page }) => ({ file: source.path, page })),
    },
  };
}

/** Files below `dir` as paths relative to it ("team/priya.jpg"); none when the folder does not exist. */
function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((d) => d.isFile())
    .map((d) => relative(dir, join(d.parentPath, d.name)).split('\\').join('/'))
    .sort();
}

function pageLabel(source: SourceFile): string {
  const paths = (source.data as { paths?: unknown } | undefined)?.paths;
  const first = Array.isArray(paths) && typeof paths[0] === 'string' ? paths[0] : undefined;
  return first ? `page ${first}` : `page file ${source.path.split('/').pop()}`;
}

function at(file: SourceFile, path: JsonPath, severity: Problem['severity'], place: string, message: string): Problem {
  const { line, column } = lineColumn(file.text, offsetOf(file, path));
  return { severity, file: file.path, line, column, place, message };
}

/** Calls `visit` for every string property named "href" (plus navigation dropdown targets). */
function walkHrefs(value: unknown, path: JsonPath, visit: (path: JsonPath, href: string) => void) {
  if (Array.isArray(value)) value.forEach((v, i) => walkHrefs(v, [...path, i], visit));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'href' && typeof v === 'string') visit([...path, k], v);
      else walkHrefs(v, [...path, k], visit);
    }
  }
}

/** Calls `visit` for every text in a page whose schema allows inline markup (contentMediaType text/markdown). */
function walkMarkupText(page: Page, schemas: Map<string, SchemaObject>, visit: (path: JsonPath, text: string) => void) {
  const walk = (value: unknown, path: JsonPath) => {
    if (typeof value === 'string') {
      if (value.includes('](') && schemaAt(schemas, 'page.schema.json', page, path)?.contentMediaType === 'text/markdown') visit(path, value);
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
  };
  walk(page.blocks, ['blocks']);
}

/** Every section anchor ("id") on a page — of blocks, of blocks inside containers and of tab panels — with its path. */
function anchorsIn(page: Page): { id: string; path: JsonPath }[] {
  const found: { id: string; path: JsonPath }[] = [];
  walkObjects(page.blocks, ['blocks'], (value, path) => {
    if (typeof value.id === 'string' && value.id) found.push({ id: value.id, path });
  });
  return found;
}

/** Calls `visit` for every object (not array) in `value`, with its JSON path. */
function walkObjects(value: unknown, path: JsonPath, visit: (value: Record<string, unknown>, path: JsonPath) => void) {
  if (Array.isArray(value)) value.forEach((v, i) => walkObjects(v, [...path, i], visit));
  else if (value && typeof value === 'object') {
    visit(value as Record<string, unknown>, path);
    for (const [k, v] of Object.entries(value)) walkObjects(v, [...path, k], visit);
  }
}

// ---- Schema walking: turns a JSON path into words using the schemas' own titles ----

function resolveRef(schema: SchemaObject, fileKey: string, schemas: Map<string, SchemaObject>): { schema: SchemaObject; fileKey: string } {
  let current = schema;
  let key = fileKey;
  for (let guard = 0; typeof current.$ref === 'string' && guard < 10; guard++) {
    const [filePart, pointer = ''] = (current.$ref as string).split('#');
    if (filePart) key = new URL(filePart, SCHEMA_BASE_URI + key).href.slice(SCHEMA_BASE_URI.length);
    let target: unknown = schemas.get(key);
    for (const seg of pointer.split('/').filter(Boolean)) target = (target as SchemaObject | undefined)?.[seg];
    current = { ...(target as SchemaObject), ...(stripRef(current)) };
  }
  return { schema: current, fileKey: key };
}

function stripRef(schema: SchemaObject): SchemaObject {
  const { $ref: _ignored, ...rest } = schema;
  return rest;
}

/** The schema that applies at `path` in `data`, following $refs and choosing block branches by "type". */
export function schemaAt(schemas: Map<string, SchemaObject>, rootKey: string, data: unknown, path: JsonPath): SchemaObject | undefined {
  let { schema, fileKey } = resolveRef(schemas.get(rootKey)!, rootKey, schemas);
  let value = data;
  for (const seg of path) {
    const next = typeof seg === 'number' ? (schema.items as SchemaObject | undefined) : (schema.properties as Record<string, SchemaObject> | undefined)?.[seg];
    if (!next) return undefined;
    value = (value as Record<string | number, unknown> | undefined)?.[seg];
    ({ schema, fileKey } = resolveRef(next, fileKey, schemas));
    if (Array.isArray(schema.oneOf)) {
      const type = (value as { type?: unknown } | undefined)?.type;
      const branch = (schema.oneOf as SchemaObject[])
        .map((b) => resolveRef(b, fileKey, schemas))
        .find((b) => (b.schema.properties as Record<string, SchemaObject> | undefined)?.type?.const === type);
      if (branch) ({ schema, fileKey } = branch);
    } else if (Array.isArray(schema.anyOf)) {
      // "text or a group" choices (a menu item's name, or its name and link): follow the branch of the value's kind.
      const kind = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
      const branch = (schema.anyOf as SchemaObject[]).map((b) => resolveRef(b, fileKey, schemas)).find((b) => b.schema.type === kind);
      if (branch) ({ schema, fileKey } = branch);
    }
  }
  return schema;
}

export function placeInWords(prefix: string, path: JsonPath, schemas: Map<string, SchemaObject>, rootKey: string, data: unknown): string {
  const words = [prefix];
  let value = data;
  for (let i = 0; i < path.length; i++) {
    const seg = path[i]!;
    value = (value as Record<string | number, unknown> | undefined)?.[seg];
    const next = path[i + 1];
    if (typeof seg === 'number') {
      const itemSchema = schemaAt(schemas, rootKey, data, path.slice(0, i + 1));
      const parentKey = path[i - 1];
      if (parentKey === 'blocks' && rootKey === 'page.schema.json') {
        const type = (value as { type?: unknown } | undefined)?.type;
        words.push(`block ${seg + 1}${typeof type === 'string' ? ` (${type})` : ''}`);
      } else {
        const arraySchema = schemaAt(schemas, rootKey, data, path.slice(0, i));
        const noun = ((arraySchema?.items as SchemaObject | undefined)?.title as string | undefined) ?? (itemSchema?.title as string | undefined) ?? 'item';
        words.push(`${noun.toLowerCase()} ${seg + 1}`);
      }
    } else if (typeof next !== 'number') {
      words.push(seg);
    }
  }
  return words.join(', ');
}

// ---- ajv errors → plain words ----

function typeWords(type: unknown): string {
  const one = (t: string) =>
    ({ string: 'text in double quotes', number: 'a number (digits only, no quotes or commas)', integer: 'a whole number (digits only, no quotes)', boolean: 'true or false (no quotes)', object: 'a group in { }', array: 'a list in [ ]', null: 'null' })[t] ?? t;
  return Array.isArray(type) ? type.map(one).join(' or ') : one(String(type));
}

function actualWords(value: unknown): string {
  if (typeof value === 'string') return `text ("${value.length > 30 ? value.slice(0, 30) + '…' : value}")`;
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'a group';
  return `${typeof value} (${String(value)})`;
}

function exampleFor(schema: SchemaObject | undefined): string {
  if (!schema) return '';
  const example = Array.isArray(schema.examples) ? schema.examples[0] : schema.default ?? schema.const;
  if (example !== undefined) return `, for example ${JSON.stringify(example)}`;
  if (Array.isArray(schema.enum)) return ` (one of: ${schema.enum.map((e) => JSON.stringify(e)).join(', ')})`;
  return '';
}

function describeAjvErrors(
  file: SourceFile,
  errors: ErrorObject[],
  schemas: Map<string, SchemaObject>,
  rootKey: string,
  placeOf: (path: JsonPath) => string,
): Problem[] {
  const out: Problem[] = [];
  const seen = new Set<string>();
  // With a discriminator, a bad "type" also fails every branch; report the type problem alone.
  const badTypePaths = errors.filter((e) => e.keyword === 'discriminator').map((e) => e.instancePath);
  // In an anyOf ("text, or a group with label and href"), each branch reports its own errors. Keep the
  // branch of the value's kind; if no branch has that kind, say which kinds are allowed (once).
  const anyOfPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  const fromOtherKindBranch = (e: ErrorObject) => e.keyword === 'type' && anyOfPaths.has(e.instancePath);
  for (const error of errors) {
    if (error.keyword === 'oneOf' || error.keyword === 'if' || fromOtherKindBranch(error)) continue;
    if (error.keyword === 'anyOf' && errors.some((e) => e !== error && !fromOtherKindBranch(e) && e.keyword !== 'anyOf' && e.instancePath.startsWith(error.instancePath))) continue;
    if (error.keyword !== 'discriminator' && badTypePaths.some((p) => error.instancePath.startsWith(p) && error.instancePath !== p)) continue;
    const path: JsonPath = error.instancePath
      .split('/')
      .slice(1)
      .map((seg) => seg.replace(/~1/g, '/').replace(/~0/g, '~'))
      .map((seg) => (/^\d+$/.test(seg) ? Number(seg) : seg));
    const value = path.reduce<unknown>((v, seg) => (v as Record<string | number, unknown> | undefined)?.[seg], file.data);
    const last = path[path.length - 1];
    const name = typeof last === 'string' ? last : 'this item';
    const parentPath = typeof last === 'string' ? path.slice(0, -1) : path;
    const fieldSchema = schemaAt(schemas, rootKey, file.data, path);
    let offset = offsetOf(file, path);
    let place = placeOf(parentPath);
    let message: string;
    switch (error.keyword) {
      case 'required': {
        const missing = (error.params as { missingProperty: string }).missingProperty;
        const missingSchema = schemaAt(schemas, rootKey, file.data, [...path, missing]);
        place = placeOf(path);
        // A misspelt name is reported once, as "unknown property … did you mean", not also as missing.
        const extras = Object.keys((value as object | undefined) ?? {});
        if (extras.some((k) => k !== missing && closest(k, [missing]) === missing)) continue;
        const what = missingSchema?.description ? ` (${lowerFirst(String(missingSchema.description)).replace(/\.$/, '')})` : '';
        message = `${missing} is missing — add "${missing}"${what}${exampleFor(missingSchema)}`;
        break;
      }
      case 'additionalProperties': {
        const extra = (error.params as { additionalProperty: string }).additionalProperty;
        const objectSchema = schemaAt(schemas, rootKey, file.data, path);
        const allowed = Object.keys((objectSchema?.properties as object | undefined) ?? {}).filter((k) => k !== '$schema');
        offset = offsetOfKey(file, path, extra);
        place = placeOf(path);
        const suggestion = closest(extra, allowed);
        message = suggestion
          ? `unknown property "${extra}" — did you mean "${suggestion}"?`
          : `unknown property "${extra}" — remove it; allowed here: ${allowed.join(', ')}`;
        break;
      }
      case 'discriminator': {
        const params = error.params as { error: string; tag: string; tagValue: unknown };
        const types = blockTypes(schemas);
        place = placeOf(path);
        if (params.error === 'mapping' && typeof params.tagValue === 'string') {
          offset = offsetOf(file, [...path, 'type']);
          message = `unknown block type "${params.tagValue}"${didYouMean(params.tagValue, types)}${closest(params.tagValue, types) ? '' : ` — known types: ${types.join(', ')}`}`;
        } else {
          message = `"type" is missing or not text — every section needs "type", one of: ${types.join(', ')}`;
        }
        break;
      }
      case 'type': {
        const expected = (error.params as { type: unknown }).type;
        let hint = '';
        if ((expected === 'number' || expected === 'integer') && typeof value === 'string' && /^[₹\s\d,.]+$/.test(value.trim())) {
          hint = ` — write it without quotes or commas: ${value.replace(/[₹\s,]/g, '')}`;
        }
        message = `${name} must be ${typeWords(expected)}, but it is ${actualWords(value)}${hint}`;
        break;
      }
      case 'enum': {
        const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String);
        message = `${name} is "${String(value)}", which is not one of the choices${typeof value === 'string' ? didYouMean(value, allowed) : ''} — use one of: ${allowed.join(', ')}`;
        break;
      }
      case 'const':
        message = `${name} must be ${JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)}`;
        break;
      case 'format': {
        const format = (error.params as { format: string }).format;
        const how = ({ email: ['e-mail address', 'write it like name@example.com'], uri: ['web address', 'write the full address, starting with https://'] } as Record<string, [string, string]>)[format] ?? [format, 'check how it is written'];
        message = `${name} "${String(value)}" is not a valid ${how[0]} — ${how[1]}`;
        break;
      }
      case 'pattern': {
        const rule = fieldSchema?.description ? ` — ${lowerFirst(String(fieldSchema.description))}` : '';
        message = `${name} "${String(value)}" is not written the right way${rule}`;
        break;
      }
      case 'minLength':
        message = `${name} is empty — write some text${exampleFor(fieldSchema)}`;
        break;
      case 'minItems': {
        const limit = (error.params as { limit: number }).limit;
        message = `${name} needs at least ${limit} ${limit === 1 ? 'entry' : 'entries'}`;
        break;
      }
      case 'uniqueItems': {
        const { i, j } = error.params as { i: number; j: number };
        offset = offsetOf(file, [...path, i]);
        message = `entries ${j + 1} and ${i + 1} of ${name} are the same — remove one`;
        break;
      }
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
        message = `${name} ${error.message}`;
        break;
      case 'anyOf': {
        const kinds = ((fieldSchema?.anyOf as SchemaObject[] | undefined) ?? []).map((b) => resolveRef(b, rootKey, schemas).schema.type).filter(Boolean);
        message = `${name} must be ${kinds.map(typeWords).join(' or ') || 'one of the allowed forms'}, but it is ${actualWords(value)}`;
        break;
      }
      default:
        message = `${name} ${error.message ?? 'is not valid'}`;
    }
    const { line, column } = lineColumn(file.text, offset);
    const key = `${line}:${column}:${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ severity: 'error', file: file.path, line, column, place, message });
  }
  return out;
}

function lowerFirst(s: string) {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

function blockTypes(schemas: Map<string, SchemaObject>): string[] {
  return [...schemas.entries()]
    .filter(([key]) => key.startsWith('blocks/'))
    .map(([, s]) => ((s.properties as Record<string, SchemaObject>).type?.const as string))
    .filter(Boolean)
    .sort();
}
