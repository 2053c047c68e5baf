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
