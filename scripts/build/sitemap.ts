// Phase: sitemap.xml and robots.txt. Search engines get canonical paths only (aliases point their
// canonical link at these), each with <lastmod>: when the page's file last changed (lastmod.ts; a
// job's page takes the date of its file), or for updates, guides and their lists the date their
// content last changed.
import type { BuildContext } from './context.ts';
import { resolve } from 'node:path';
import { lastModified } from './lastmod.ts';
import { renderLanguages } from '../../engine/i18n/alternates.ts';

export function sitemapPhase(ctx: BuildContext) {
  const siteUrl = ctx.config.site.siteUrl ?? '';
  const canonical = [...new Set(ctx.routes.map((r) => r.canonicalPath))];
  const fileOf = new Map(ctx.config.pages.map(({ page, file }) => [page.paths[0]!, resolve(process.cwd(), file)]));
  // A collection's pages give their content's date (an entry's last update, a list's newest entry).
  // A day is written as the start of that day in India, like the other entries' full date-times.
  const ownDate = new Map(ctx.config.pages.flatMap(({ page, lastmod }) => (lastmod ? [[page.paths[0]!, `${lastmod}T00:00:00+05:30`] as const] : [])));
  const dates = lastModified(
    [...fileOf].filter(([path]) => !ownDate.has(path)).map(([, file]) => file),
    process.cwd(),
  );
  // A page in several languages lists all its versions (hreflang, x-default), the same as its <head>.
  const versions = Object.assign({}, ...renderLanguages(ctx.config, ctx.languages).map((l) => l.versions)) as Record<string, { hreflang: string; path: string }[]>;
  const englishOf = new Map(Object.values(versions).flatMap((list) => list.map((v) => [v.path, list.find((x) => x.hreflang === 'x-default')!.path] as const)));
  const entry = (path: string) => {
    const english = englishOf.get(path) ?? path;
    const date = ownDate.get(english) ?? dates.get(fileOf.get(english) ?? '');
    const links = (versions[path] ?? []).map((v) => `<xhtml:link rel="alternate" hreflang="${v.hreflang}" href="${siteUrl}${v.path}"/>`).join('');
    return `  <url><loc>${siteUrl}${path}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}${links}</url>`;
  };
  ctx.outputs.set(
    'sitemap.xml',
    Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${canonical.map(entry).join('\n')}\n</urlset>\n`,
    ),
  );
  // The back office (/admin) is for staff: never crawled (its answers also say noindex).
  ctx.outputs.set('robots.txt', Buffer.from(`User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`));
}
