// The rules for a new page, shared by `npm run new-page` and the editor's "New page" dialog.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const PAGE_PATH_PATTERN = /^\/[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;

/** "/gst/returns" → "gst-returns.json". */
export function pageFileName(path: string): string {
  return `${path.slice(1).replace(/\//g, '-')}.json`;
}

/** Why `path` cannot become a new page in `pagesDir`, in words for the person who typed it; undefined when it can. */
export function newPageProblem(path: string, pagesDir: string, words: 'developer' | 'editor' = 'developer'): string | undefined {
  if (!PAGE_PATH_PATTERN.test(path)) {
    return `"${path}" is not a valid address — start with / and use lowercase letters, digits and hyphens, for example /msme-registration`;
  }
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

/** A valid page with one hero section; its texts tell the editor what to write. */
export function pageTemplate(path: string, title: string, brand: string) {
  return {
    $schema: '../../schemas/page.schema.json',
    paths: [path],
    title: brand ? `${title} | ${brand}` : title,
    description: `${title} — write one sentence (under 160 characters) that search results will show.`,
    blocks: [{ type: 'hero', heading: title, text: 'Write one or two sentences that explain this page.' }],
  };
}
