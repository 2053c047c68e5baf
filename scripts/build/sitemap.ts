// Phase: sitemap.xml and robots.txt. Search engines get canonical paths only (aliases point their
// canonical link at these), each with <lastmod>: when the page's file last changed (lastmod.ts; a
// job's page takes the date of the file that lists it).
import type { BuildContext } from './context.ts';
import { resolve } from 'node:path';
import { lastModified } from './lastmod.ts';

export function sitemapPhase(ctx: BuildContext) {
  const siteUrl = ctx.config.site.siteUrl ?? '';
  const canonical = [...new Set(ctx.routes.map((r) => r.canonicalPath))];
  const fileOf = new Map(ctx.config.pages.map(({ page, file }) => [page.paths[0]!, resolve(process.cwd(), file)]));
  const dates = lastModified([...fileOf.values()], process.cwd());
  const entry = (path: string) => {
    const date = dates.get(fileOf.get(path) ?? '');
    return `  <url><loc>${siteUrl}${path}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</url>`;
  };
  ctx.outputs.set(
    'sitemap.xml',
    Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${canonical.map(entry).join('\n')}\n</urlset>\n`),
  );
  // The back office (/admin) is for staff: never crawled (its answers also say noindex).
  ctx.outputs.set('robots.txt', Buffer.from(`User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`));
}
