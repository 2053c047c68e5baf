// Phase: sitemap.xml and robots.txt. Search engines get canonical paths only (aliases point their
// canonical link at these).
import type { BuildContext } from './context.ts';

export function sitemapPhase(ctx: BuildContext) {
  const siteUrl = ctx.config.site.siteUrl ?? '';
  const canonical = [...new Set(ctx.routes.map((r) => r.canonicalPath))];
  ctx.outputs.set(
    'sitemap.xml',
    Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
        canonical.map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`).join('\n') +
        `\n</urlset>\n`,
    ),
  );
  ctx.outputs.set('robots.txt', Buffer.from(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`));
}
