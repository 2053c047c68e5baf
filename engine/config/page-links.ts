// A page's links and section anchors, walked once per page object (pages are reused between the checks of
// a long-running process: the dev server, the editor), for the rules in rules.ts.
import type { Page } from '../generated/config.ts';
import type { SchemaObject } from './schema-files.ts';
import { schemaAt, type JsonPath } from './places.ts';
import { LINK_TARGET, linksIn } from '../markup/inline.ts';

/** Every string property named "href", with its path. */
export function hrefsIn(value: unknown, path: JsonPath = []): { path: JsonPath; href: string }[] {
  // One path array, copied only for a hit: the rules walk every page on every dev-server change.
  const found: { path: JsonPath; href: string }[] = [];
  const stack = [...path];
  const walk = (v: unknown) => {
    if (!v || typeof v !== 'object') return;
    const array = Array.isArray(v);
    for (const k of Object.keys(v)) {
      const child = (v as Record<string, unknown>)[k];
      stack.push(array ? Number(k) : k);
      if (!array && k === 'href' && typeof child === 'string') found.push({ path: stack.slice(), href: child });
      else walk(child);
      stack.pop();
    }
  };
  walk(value);
  return found;
}

/** Every text in a page whose schema allows inline markup (contentMediaType text/markdown) and that holds a link. */
export function markupTextsIn(page: Page, schemas: Map<string, SchemaObject>): { path: JsonPath; text: string }[] {
  const found: { path: JsonPath; text: string }[] = [];
  const stack: JsonPath = ['blocks'];
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.includes('](') && schemaAt(schemas, 'page.schema.json', page, stack)?.contentMediaType === 'text/markdown') found.push({ path: stack.slice(), text: value });
    } else if (value && typeof value === 'object') {
      const array = Array.isArray(value);
      for (const k of Object.keys(value)) {
        stack.push(array ? Number(k) : k);
        walk((value as Record<string, unknown>)[k]);
        stack.pop();
      }
    }
  };
  walk(page.blocks);
  return found;
}

/** Every section anchor ("id") on a page — of blocks, of blocks inside containers and of tab panels — with its path. */
/** A page's links and texts with links in them, walked once per page object (pages are reused between cached runs). */
export function linksOf(page: Page, schemas: Map<string, SchemaObject>) {
  const known = linksCache.get(page);
  if (known?.schemas === schemas) return known;
  let enquires = false;
  walkObjects(page, [], (value) => {
    if (value.type === 'enquire') enquires = true;
  });
  const markup = markupTextsIn(page, schemas);
  const markupHrefs = markup.flatMap(({ text }) => linksIn(text).filter((href) => LINK_TARGET.test(href)));
  const links = { schemas, hrefs: hrefsIn(page), markup, markupHrefs, enquires };
  linksCache.set(page, links);
  return links;
}
const linksCache = new WeakMap<
  Page,
  {
    schemas: Map<string, SchemaObject>;
    hrefs: { path: JsonPath; href: string }[];
    markup: { path: JsonPath; text: string }[];
    /** The addresses of the links written in those texts. */
    markupHrefs: string[];
    enquires: boolean;
  }
>();

export function anchorsIn(page: Page): { id: string; path: JsonPath }[] {
  // Asked for every link to a page: walk each page once (pages are reused between cached runs).
  const known = anchorsCache.get(page);
  if (known) return known;
  const found: { id: string; path: JsonPath }[] = [];
  walkObjects(page.blocks, ['blocks'], (value, path) => {
    if (typeof value.id === 'string' && value.id) found.push({ id: value.id, path: path.slice() });
  });
  anchorsCache.set(page, found);
  return found;
}
const anchorsCache = new WeakMap<Page, { id: string; path: JsonPath }[]>();

/** Calls `visit` for every object (not array) in `value`, with its JSON path: one array, changed as the
 * walk goes on (copy it to keep it), as most objects are looked at and let go. */
export function walkObjects(value: unknown, path: JsonPath, visit: (value: Record<string, unknown>, path: JsonPath) => void) {
  const stack = [...path];
  const walk = (v: unknown) => {
    if (!v || typeof v !== 'object') return;
    const array = Array.isArray(v);
    if (!array) visit(v as Record<string, unknown>, stack);
    for (const k of Object.keys(v)) {
      const child = (v as Record<string, unknown>)[k];
      if (!child || typeof child !== 'object') continue;
      stack.push(array ? Number(k) : k);
      walk(child);
      stack.pop();
    }
  };
  walk(value);
}
