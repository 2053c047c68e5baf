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
  /** A page for one choice (a state's page): `?state=maharashtra` on its canonical path leads here. */
  choice?: { param: string; value: string };
}

export function buildRouteTable(config: Pick<SiteConfig, 'pages'>): RouteEntry[] {
  return config.pages.flatMap(({ page, file, parentPath, template, canonicalPath, choice }) =>
    page.paths.map((path) => ({
      path,
      canonicalPath: canonicalPath ?? page.paths[0]!,
      page,
      file,
      ...(parentPath ? { parentPath } : {}),
      ...(template ? { template } : {}),
      ...(choice ? { choice } : {}),
    })),
  );
}

/**
 * A page's shape: the kinds of its blocks in order, each with its `variant`, nested parts depth first
 * (every object with a `type`: a tab's blocks, a form's fields). Pages of one shape differ only in their
 * words, figures and links — how their blocks combine (landmarks, heading order, the keyboard's path,
 * which scripts load) is the same; browser checks of that visit one page of each shape, so a thousand
 * pages made from one template cost one visit (routes.json carries it).
 */
export function pageShape(page: Page): string {
  const kinds: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const { type, variant } = value as { type?: unknown; variant?: unknown };
      if (typeof type === 'string') kinds.push(typeof variant === 'string' ? `${type}:${variant}` : type);
      Object.values(value).forEach(walk);
    }
  };
  walk(page.blocks);
  return kinds.join(' ');
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
