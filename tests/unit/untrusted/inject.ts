// Puts a payload into every string field of a copy of site-config at once (each copy marked with its
// field's number, so whatever gets through names the field), lets the real validator refuse what it
// refuses (each refusal mapped back to its field by file:line and undone), and renders what is left
// with the engine's own renderer and feed writer.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { createValidationCache, validateSiteConfig, type Problem, type ValidationCache } from '../../../engine/config/validate.ts';
import { compiledSchemas } from '../../../engine/config/ajv.ts';
import type { JsonPath } from '../../../engine/config/places.ts';
import { createSiteRenderer } from '../../../renderer/render-page.tsx';
import { collectionFeeds } from '../../../engine/collections/feeds.ts';
import { sitemapPhase } from '../../../scripts/build/sitemap.ts';
import type { BuildContext } from '../../../scripts/build/context.ts';
import { blockRegistry } from '../../../blocks/registry.ts';
import type { ImageManifest } from '../../../engine/images/manifest.ts';
import { slugify } from '../../../engine/slug.ts';
import { fieldsNamedIn } from './payloads.ts';
import { jsonWithLines } from './json-lines.ts';
import { configFiles, stringsIn, type FieldKind } from './schema-fields.ts';

export interface Injection {
  id: number;
  field: string;
  kind: FieldKind;
  file: string;
  path: JsonPath;
  /** The value the config had; undefined when the field was added. */
  original: string | undefined;
  value: string;
  line: number;
  /** The validator's message when it refused the value. */
  refused?: string;
}

export interface Outcome {
  injections: Injection[];
  /** Errors the validator gave that no injected value explains. */
  unexplained: Problem[];
  /** Pages (path → HTML), and feeds and the sitemap (path → XML), of the config that passed. */
  pages: Map<string, string>;
  xml: Map<string, string>;
}

function setAt(data: unknown, path: JsonPath, value: string | undefined) {
  let node = data as Record<string | number, unknown>;
  for (const seg of path.slice(0, -1)) node = node[seg] as Record<string | number, unknown>;
  if (value === undefined) delete node[path.at(-1)!];
  else node[path.at(-1)!] = value;
}

/** The strings to replace: one place of each field the schemas let an editor type (its first in file order). */
export function plan(dir: string, fieldKind: (field: string) => FieldKind | undefined) {
  const seen = new Set<string>();
  const places: { field: string; kind: FieldKind; file: string; path: JsonPath; original: string | undefined }[] = [];
  const take = (found: { name: string; path: JsonPath; value?: string }[], file: string) => {
    for (const s of found) {
      const kind = fieldKind(s.name);
      // Fixed words ("type": "hero") and choices from a list are not typed text.
      if (seen.has(s.name) || !kind) continue;
      seen.add(s.name);
      places.push({ field: s.name, kind, file, path: s.path, original: s.value });
    }
  };
  // The pages made to hold every field first (a page field's place is on them, so the other pages hold
  // no injected value and are rendered only when their content shows one: a list of entries, a table),
  // then the rest; of each, the texts the config fills in, then those it leaves out (an optional text
  // the config never fills in is added where its object is).
  const files = configFiles(dir);
  for (const group of [files.filter((f) => f.file.startsWith('pages/every-field')), files.filter((f) => !f.file.startsWith('pages/every-field'))]) {
    const absent: { name: string; path: JsonPath; file: string }[] = [];
    for (const { file, root } of group) {
      const left: { name: string; path: JsonPath }[] = [];
      take(stringsIn(JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown, root, left), file);
      absent.push(...left.map((a) => ({ ...a, file })));
    }
    for (const a of absent) take([a], a.file);
  }
  return places;
}

type Route = ReturnType<typeof createSiteRenderer>['routes'][number];

/**
 * A validation cache for one copy of the config, with the schemas compiled once per worker
 * (`compiledSchemas`): they are the same for every payload (compiling them was a fifth to a quarter of a
 * payload's CPU), as the dev server keeps one ajv between checks. Each file's result is kept for this copy only.
 */
export function validationCache(): ValidationCache {
  const { schemas, ajv } = compiledSchemas();
  return { ...createValidationCache(), schemas, ajv };
}

/**
 * The pages an injected value can reach (rendering every page for each payload took half the time):
 * the pages made to hold every field (every kind of section, so every block that reads the rule tables,
 * the calendar or the site facts; the header and footer, the same on every page, are on them too), every
 * page made from a file that holds a value the validator let through or whose content names one (a
 * list of entries, a page's facts), and the pages under those (their breadcrumbs name their parents).
 * Pages of one kind are one template with other content: a collection's entries, its categories, the
 * openings under the careers page, the pages made for each state (a page whose figures depend on the
 * state: the same sections with the chosen state's words), another address of a page (an alias). Of
 * those, the pages that show the most
 * values first, each page that shows a value no page of its kind before it shows, and the first of its
 * kind: every value in every kind of page that shows it, not on every page of the kind.
 */
function pagesToRender(dir: string, routes: Route[], injections: Injection[]): Route[] {
  const live = new Set(injections.filter((i) => i.refused === undefined).map((i) => i.id));
  const files = new Set(injections.filter((i) => i.refused === undefined).map((i) => i.file));
  // The file a page is made from (pages/compliance-calendar.json is not compliance-calendar.json).
  const holds = (r: Route) => files.has(relative(dir, resolve(r.file)).split(sep).join('/'));
  const named = new Map(routes.map((r) => [r, fieldsNamedIn(JSON.stringify(r.page)).filter((id) => live.has(id))]));
  const reached = new Set(routes.filter((r) => !r.choice && (r.path.startsWith('/every-field') || holds(r) || named.get(r)!.length > 0)).map((r) => r.canonicalPath));
  const candidates = routes.filter(
    (r) => reached.has(r.canonicalPath) || [...reached].some((p) => p !== '/' && r.path.startsWith(`${p}/`)) || (r.choice && named.get(r)!.length > 0),
  );
  const kindOf = (r: Route) =>
    r.choice ? 'a page for a state' : r.path !== r.page.paths[0] ? 'another address of a page' : (r.template ?? (r.parentPath ? `under ${r.parentPath}` : undefined));
  const shownByKind = new Map<string, Set<number>>();
  const chosen = new Set<Route>();
  for (const r of [...candidates].sort((a, b) => named.get(b)!.length - named.get(a)!.length)) {
    const kind = kindOf(r);
    const shown = kind ? shownByKind.get(kind) : undefined;
    if (shown && named.get(r)!.every((id) => shown.has(id))) continue;
    if (kind) shownByKind.set(kind, new Set([...(shown ?? []), ...named.get(r)!]));
    chosen.add(r);
  }
  return routes.filter((r) => chosen.has(r));
}

/**
 * The copy of site-config a worker's payloads take turns in (copying it for each payload was a twentieth
 * of the time), with one validation cache: the files no payload changes are parsed and checked against
 * their schema once (the rules across files run for every payload, as before). Each payload writes every
 * file that holds an injected place anew from the base copy, so nothing of the one before stays.
 */
export interface Workspace {
  dir: string;
  base: string;
  cache: ValidationCache;
  texts: Map<string, string>;
}

export function workspace(base: string, dir: string): Workspace {
  return { dir, base, cache: validationCache(), texts: new Map() };
}

export async function injectAndRender(space: Workspace, places: ReturnType<typeof plan>, payload: (id: number) => string, today: string, images: ImageManifest): Promise<Outcome> {
  const { dir, cache } = space;
  const injections: Injection[] = places.map((p, id) => ({ ...p, id, value: payload(id), line: 0 }));
  const byFile = new Map<string, Injection[]>();
  for (const i of injections) byFile.set(i.file, [...(byFile.get(i.file) ?? []), i]);
  const baseText = (file: string) => {
    if (!space.texts.has(file)) space.texts.set(file, readFileSync(join(space.base, file), 'utf8'));
    return space.texts.get(file)!;
  };
  const write = (file: string) => {
    const data = JSON.parse(baseText(file)) as unknown;
    const here = byFile.get(file) ?? [];
    for (const i of here) setAt(data, i.path, i.refused === undefined ? i.value : i.original);
    // Each value's line, as the validator reports it.
    const { text, lineOf } = jsonWithLines(
      data,
      here.filter((i) => i.refused === undefined).map((i) => i.path),
    );
    writeFileSync(join(dir, file), text);
    for (const i of here) if (i.refused === undefined) i.line = lineOf(i.path)!;
  };
  for (const file of byFile.keys()) write(file);
  const slugs = new Map<Injection, string>();
  const slugOf = (i: Injection) => {
    if (!slugs.has(i)) slugs.set(i, slugify(i.value));
    return slugs.get(i)!;
  };
  let unexplained: Problem[] = [];
  for (let round = 0; round < 6; round++) {
    const result = validateSiteConfig(dir, blockRegistry, cache, today);
    const errors = result.problems.filter((p) => p.severity === 'error');
    if (result.config) {
      const renderer = createSiteRenderer(result.config, blockRegistry, { loaderSrc: '/assets/loader.js', images });
      const pages = new Map<string, string>();
      for (const route of pagesToRender(dir, renderer.routes, injections)) pages.set(route.path, (await renderer.render(route.path)).html);
      pages.set('/__not-found__', (await renderer.render('/__not-found__')).html);
      const xml = new Map(collectionFeeds(result.config.collections ?? [], result.config.site, today).map((f) => [f.path, f.xml]));
      // The build's own sitemap phase, given what it reads of a build.
      const outputs = new Map<string, unknown>();
      sitemapPhase({
        config: result.config,
        languages: [],
        routes: renderer.routes.map((r) => ({ path: r.path, canonicalPath: r.canonicalPath })),
        outputs,
      } as unknown as BuildContext);
      xml.set('/sitemap.xml', String(outputs.get('sitemap.xml')));
      return { injections, unexplained: [], pages, xml };
    }
    const changed = new Set<string>();
    unexplained = [];
    // The values by their line (a search of every value for each error, and a name made of every value
    // for each error, were a twentieth of the time); whether a value is still in is asked as before, when
    // its error comes (an earlier error of the same line may have taken it out).
    const atLine = new Map<number, Injection[]>();
    for (const i of injections) if (i.refused === undefined) atLine.set(i.line, [...(atLine.get(i.line) ?? []), i]);
    for (const error of errors) {
      const hit = atLine.get(error.line)?.find((i) => i.refused === undefined && error.file.endsWith(i.file));
      if (!hit) {
        // A name other files refer to (a category, a footer group, a plan): the error is where it is
        // used, and names the injected value by its number.
        const ids = new Set(fieldsNamedIn(error.message));
        const named = injections.filter((i) => i.refused === undefined && (ids.has(i.id) || error.message.includes(i.value) || error.message.includes(slugOf(i))));
        for (const i of named) {
          i.refused = `(named elsewhere) ${error.message}`;
          changed.add(i.file);
        }
        if (!named.length) unexplained.push(error);
        continue;
      }
      hit.refused = error.message;
      changed.add(hit.file);
    }
    if (!changed.size) break;
    for (const file of changed) write(file);
  }
  return { injections, unexplained, pages: new Map(), xml: new Map() };
}
