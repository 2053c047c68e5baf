// The route table: every page path (canonical and aliases) generated from site-config, plus the
// not-found route. Nothing here names a page; add a JSON file to site-config/pages/ instead.
import type { RouteObject } from 'react-router-dom';
import { Outlet } from 'react-router-dom';
import type { Page } from './generated/config.ts';
import type { SiteConfig } from './types.ts';

export interface RouteEntry {
  path: string;
  /** The page's first path; aliases point their canonical link here. */
  canonicalPath: string;
  page: Page;
  /** The config file the page comes from, for messages. */
  file: string;
  /** The page this one belongs under (a job page's listing), for breadcrumbs. */
  parentPath?: string;
  /** A collection's page: which kind ("updates:entry"), see engine/types.ts. */
  template?: string;
}

export function buildRouteTable(config: Pick<SiteConfig, 'pages'>): RouteEntry[] {
  return config.pages.flatMap(({ page, file, parentPath, template }) =>
    page.paths.map((path) => ({ path, canonicalPath: page.paths[0]!, page, file, ...(parentPath ? { parentPath } : {}), ...(template ? { template } : {}) })),
  );
}

export interface RouteElements {
  layout: (outlet: React.ReactNode) => React.ReactNode;
  page: (entry: RouteEntry) => React.ReactNode;
  notFound: () => React.ReactNode;
}

/** react-router route objects for the table; the layout wraps every page and the not-found screen. */
export function createRouteObjects(table: RouteEntry[], elements: RouteElements): RouteObject[] {
  return [
    {
      element: elements.layout(<Outlet />),
      children: [...table.map((entry) => ({ path: entry.path, element: elements.page(entry) })), { path: '*', element: elements.notFound() }],
    },
  ];
}
