// The route list comes from the build, so a new page is covered by every test without editing it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BuiltRoute {
  path: string;
  canonicalPath: string;
  file: string;
}

export const DIST_DIR = process.env.DIST_DIR ?? 'dist';

export function builtRoutes(): BuiltRoute[] {
  return (JSON.parse(readFileSync(join(DIST_DIR, 'routes.json'), 'utf8')) as { routes: BuiltRoute[] }).routes;
}

export function builtHtml(route: BuiltRoute): string {
  return readFileSync(join(DIST_DIR, route.file), 'utf8');
}
