// The route list comes from the build, so a new page is covered by every test without editing it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BuiltRoute {
  path: string;
  canonicalPath: string;
  file: string;
  /** A collection's page: which kind ("updates:entry", "guides:list", "jobs:entry" …). */
  template?: string;
}

export const DIST_DIR = process.env.DIST_DIR ?? 'dist';

export function builtRoutes(): BuiltRoute[] {
  return (JSON.parse(readFileSync(join(DIST_DIR, 'routes.json'), 'utf8')) as { routes: BuiltRoute[] }).routes;
}

export function builtHtml(route: BuiltRoute): string {
  return readFileSync(join(DIST_DIR, route.file), 'utf8');
}

/**
 * Every route, but only one page of each kind a collection makes (the first entry, list and category
 * page of each collection): they share one component and differ only in content, so a browser check
 * that takes seconds per page (axe at two widths, the JavaScript budget) proves the same on one of each.
 */
export function oneOfEachKind(routes: BuiltRoute[]): BuiltRoute[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    if (!route.template) return true;
    if (seen.has(route.template)) return false;
    seen.add(route.template);
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
