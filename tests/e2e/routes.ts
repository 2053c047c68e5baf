// The route list comes from the build, so a new page is covered by every test without editing it.
// Read by the browser tests and by the unit tests of the built files (tests/unit/dist-*.test.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

export interface BuiltRoute {
  path: string;
  canonicalPath: string;
  file: string;
  /** A collection's page: which kind ("updates:entry", "guides:list", "jobs:entry" …). */
  template?: string;
  /** Any other page: its blocks' kinds in order (engine/routes.tsx pageShape). */
  shape?: string;
  /** The page's language code (site.json "languages"; engine/i18n/). */
  language?: string;
}

export const DIST_DIR = process.env.DIST_DIR ?? 'dist';

const KB = 1024;
/** The performance budgets: the home page's bytes (tests/unit/dist-budgets.test.ts), the JavaScript a page loads (budgets.spec.ts). */
/**
 * firstViewBrotli: what the first round trip carries (TCP's first window, ~10 packets). Every page's
 * first view — its head with all its CSS, the header, and the first `firstViewHtml` bytes of its main
 * content (more than a 390 × 844 screen shows: /hi/gst's whole hero is 1.5 KB) — must decode from that
 * many bytes of the brotli file the server sends. Long pages (the calendar's 134 rows) may go on after it.
 */
export const BUDGETS = { firstViewBrotli: 14 * KB, firstViewHtml: 12 * KB, homeHtmlBrotli: 14 * KB, jsPlain: 25 * KB, jsWithFormOrTabs: 140 * KB };

export function builtRoutes(): BuiltRoute[] {
  const file = join(DIST_DIR, 'routes.json');
  // A test of the built site run on its own, before any build: say what to do rather than ENOENT.
  if (!existsSync(file)) throw new Error(`${file} does not exist: run \`npm run build\` first (these tests read the built site in ${DIST_DIR}/)`);
  return (JSON.parse(readFileSync(join(DIST_DIR, 'routes.json'), 'utf8')) as { routes: BuiltRoute[] }).routes;
}

export function builtHtml(route: BuiltRoute): string {
  return readFileSync(join(DIST_DIR, route.file), 'utf8');
}

/**
 * One page of each shape: of the pages a collection makes (entries, lists, categories), one of each kind;
 * of the other pages, one per shape — the kinds of their blocks in order with their variants (routes.json's
 * `shape`, engine/routes.tsx pageShape). Pages of one shape share their components and differ only in
 * content, so a browser check of how blocks combine that takes seconds per page (landmarks and headings,
 * the keyboard's path, hydration) proves the same on one of each, and a thousand pages made from one
 * template add no visit.
 */
export function oneOfEachShape(routes: BuiltRoute[]): BuiltRoute[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    const key = route.template ? `template ${route.template}` : `shape ${route.shape ?? route.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * One route per set of scripts a page can load: the behaviours and islands it names and the scripts it
 * links. Pages with the same set load the same JavaScript whatever their content, so a budget measured on
 * one holds for all (12 pages with a form and a hero load exactly what /about loads).
 */
export function oneOfEachScriptSet(routes: BuiltRoute[]): BuiltRoute[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    const html = builtHtml(route);
    const names = [...html.matchAll(/data-(?:behavior|island)="([^"]+)"|<script[^>]*\ssrc="([^"]+)"|rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] ?? m[2] ?? m[3]);
    const key = [...new Set(names)].sort().join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

const documents = new Map<string, DefaultTreeAdapterMap['document']>();

/** The built page parsed by parse5 (as a browser parses it), once per file. */
export function builtDocument(route: Pick<BuiltRoute, 'file'>) {
  const doc = documents.get(route.file) ?? parse(readFileSync(join(DIST_DIR, route.file), 'utf8'));
  documents.set(route.file, doc);
  return doc;
}

/** Every element under `root` (document order) that `match` accepts. */
export function elementsIn(root: Node, match: (el: Element) => boolean): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node && match(node)) found.push(node);
    const children = node.nodeName === 'template' ? (node as DefaultTreeAdapterMap['template']).content.childNodes : 'childNodes' in node ? node.childNodes : [];
    for (const child of children) walk(child);
  };
  walk(root);
  return found;
}

/** The value of attribute `name` (decoded, as the DOM gives it). */
export function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

/** The text of an element, as textContent gives it. */
export function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

/** An element's text as toHaveText and innerText give it here: runs of white space as one space, trimmed. */
export const shownText = (el: Element) =>
  textOf(el)
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
export const isHeading = (el: Element) => el.tagName === 'h2' || el.tagName === 'h3' || el.tagName === 'h4';
/** The elements under `roots` that `match` accepts, each once, in document order. */
export const within = (roots: Element[], match: (el: Element) => boolean) => [...new Set(roots.flatMap((root) => elementsIn(root, (el) => el !== root && match(el))))];

/** The built page of `path` (a route of dist/routes.json), parsed. */
export function builtDocumentAt(path: string) {
  const route = builtRoutes().find((r) => r.path === path);
  if (!route) throw new Error(`${path} is not among the built routes (dist/routes.json)`);
  return builtDocument(route);
}

/** The element with id `id` on the built page of `path`. */
export function builtById(path: string, id: string): Element {
  const [found] = elementsIn(builtDocumentAt(path), (el) => attr(el, 'id') === id);
  if (!found) throw new Error(`${path} has no element #${id}`);
  return found;
}

/** Where a page's internal links go: every `<a href>` starting with one slash, with its path (no query or fragment). */
export function internalLinks(route: Pick<BuiltRoute, 'file'>): { href: string; path: string }[] {
  const links: { href: string; path: string }[] = [];
  for (const a of elementsIn(builtDocument(route), (el) => el.tagName === 'a')) {
    const href = attr(a, 'href');
    if (href === undefined || !href.startsWith('/') || href.startsWith('//')) continue;
    links.push({ href, path: href.split(/[?#]/)[0]! || '/' });
  }
  return links;
}
