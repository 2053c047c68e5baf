// The rules for a new page, shared by `npm run new-page` and the editor's "New page" dialog.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const PAGE_PATH_PATTERN = /^\/[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;

/**
 * Addresses the server or the build answers itself, so no page may be published at one of them or below
 * one: a page there would be shadowed, or, worse, would put a look-alike (a sign-in page at /admin/…) where
 * people trust the real thing. The validator (the `reserved-paths` rule of rules.ts) and a new page
 * (newPageProblem below) refuse them with the same words. `why` finishes "belongs to the server (…)".
 * The ones with a dot cannot be page addresses anyway (a page's address has no dots), but they are the
 * server's too, so the list says so; tests/unit/reserved-paths.test.ts checks it against the code.
 */
export const RESERVED_PATHS: readonly { path: string; why: string }[] = [
  // admin/server/plugin.ts: the back office's pages and its API (/admin/api/…), the editor (/admin/edit), previews (/admin/preview/…).
  { path: '/admin', why: 'the back office lives under /admin' },
  // server/app.ts registers the form API under /api (engine/forms.ts: /api/enquiry, /api/contact…); other /api/… addresses answer a JSON 404.
  { path: '/api', why: 'the forms of the site send to /api' },
  // server/app.ts: liveness and readiness checks for load balancers.
  { path: '/healthz', why: 'load balancers check /healthz to see that the server runs' },
  { path: '/readyz', why: 'load balancers check /readyz to see that forms can be saved' },
  // The build (Vite): the site's content-hashed scripts and styles.
  { path: '/assets', why: "the site's scripts and styles are under /assets" },
  // The build (engine/images/manifest.ts, IMAGE_URL_PREFIX): the site's pictures in every size.
  { path: '/images', why: "the site's pictures are under /images" },
  // The build (scripts/build/social.ts): the picture shown when a page is shared.
  { path: '/social', why: 'the pictures shown when a page is shared are under /social' },
  // The build (scripts/build/sitemap.ts): what search engines read.
  { path: '/sitemap.xml', why: 'search engines read the list of pages at /sitemap.xml' },
  { path: '/robots.txt', why: 'search engines read their instructions at /robots.txt' },
  // The build: the server's own files (form pages, the site's settings), never served.
  { path: '/.server', why: "the build keeps the server's own files under /.server" },
  // server/calendar.ts (engine/calendar/public.ts, CALENDAR_FEED_PATH): the calendar's feed for calendar apps.
  { path: '/compliance-calendar.ics', why: 'calendar apps subscribe to the compliance calendar at /compliance-calendar.ics' },
];

/** Why no page may have the address `path` because the server answers it itself; undefined when a page may. */
export function reservedPathProblem(path: string): string | undefined {
  const reserved = RESERVED_PATHS.find((r) => path === r.path || path.startsWith(`${r.path}/`));
  return reserved && `the address ${path} belongs to the server (${reserved.why}) — choose another address`;
}

/** "/gst/returns" → "gst-returns.json". */
export function pageFileName(path: string): string {
  return `${path.slice(1).replace(/\//g, '-')}.json`;
}

/** Why `path` cannot become a new page in `pagesDir`, in words for the person who typed it; undefined when it can. */
export function newPageProblem(path: string, pagesDir: string, words: 'developer' | 'editor' = 'developer'): string | undefined {
  if (!PAGE_PATH_PATTERN.test(path)) {
    return `"${path}" is not a valid address — start with / and use lowercase letters, digits and hyphens, for example /msme-registration`;
  }
  const reserved = reservedPathProblem(path);
  // The editor's messages are sentences; the words are the validator's.
  if (reserved) return words === 'editor' ? reserved[0]!.toUpperCase() + reserved.slice(1) : reserved;
  for (const name of readdirSync(pagesDir).filter((n) => n.endsWith('.json'))) {
    try {
      const page = JSON.parse(readFileSync(join(pagesDir, name), 'utf8')) as { paths?: string[] };
      const paths = page.paths ?? [];
      if (paths.includes(path)) {
        // The editor's screens name a page by its address (its main one, in the list of pages), never by its file.
        if (words === 'editor')
          return paths[0] === path
            ? `The address ${path} is already used by a page — open it from the list of pages, or pick another address`
            : `The address ${path} already leads to the page ${paths[0]} — open that page from the list, or pick another address`;
        return `the address ${path} already belongs to site-config/pages/${name} — edit that file instead, or pick another address`;
      }
    } catch {
      // A file with a JSON mistake cannot be read here; `npm run validate` explains it.
    }
  }
  if (existsSync(join(pagesDir, pageFileName(path))))
    return words === 'editor'
      ? `A page made from the address ${path} already exists under another address — pick another address`
      : `site-config/pages/${pageFileName(path)} already exists — pick another address`;
  return undefined;
}

/**
 * A valid page with one hero section; its texts tell the editor what to write. The page's title gets the
 * brand after it ("Startup India | FilingBridge"), as every page's does; a title typed with the brand
 * already at its end — as the list of pages shows the titles — keeps it once, and the heading and the
 * description get the name alone.
 */
export function pageTemplate(path: string, typed: string, brand: string) {
  const title = brand ? typed.replace(new RegExp(`\\s*[|–—-]\\s*${brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'i'), '').trim() || typed : typed;
  return {
    $schema: '../../schemas/page.schema.json',
    paths: [path],
    title: brand ? `${title} | ${brand}` : title,
    description: `${title} — write one sentence (under 160 characters) that search results will show.`,
    blocks: [{ type: 'hero', heading: title, text: 'Write one or two sentences that explain this page.' }],
  };
}
