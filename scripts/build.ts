// `npm run build`: validate → client bundle (Vite) → prerender every route to dist/ → compress.
// The build refuses to produce a site from invalid config.
import { mkdirSync, readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { build } from 'vite';
import { validateSiteConfig, formatProblem } from '../engine/config/validate.ts';
import { createSiteRenderer } from '../engine/render/render-page.tsx';
import { blockRegistry } from '../blocks/registry.ts';
import { ROOT_DIR } from '../engine/config/schema-files.ts';
import { resolveApiHost } from '../engine/api-host.ts';
import { CALENDAR_DATA_PATH, type CalendarData } from '../engine/calendar/public.ts';
import { buildFormPages } from './build-form-pages.ts';
import { imagesIn, processImages } from '../engine/images/process.ts';

const configDir = process.env.SITE_CONFIG_DIR ?? join(ROOT_DIR, 'site-config');
const outDir = process.env.SITE_OUT_DIR ?? join(ROOT_DIR, 'dist');

const { problems, config } = validateSiteConfig(configDir, blockRegistry);
for (const p of problems) console.log(formatProblem(p));
if (!config) {
  console.error('\n✗ The site was not built because site-config has errors (listed above).');
  process.exit(1);
}
// Where forms post: site.json "apiHost", unless SITE_API_HOST overrides it for this build.
try {
  config.site.apiHost = resolveApiHost(config.site.apiHost);
} catch (error) {
  console.error(`✗ ${(error as Error).message}`);
  process.exit(1);
}

await build({ root: ROOT_DIR, logLevel: 'warn', build: { outDir } });
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
const loader = manifest['engine/client/loader.ts'];
if (!loader) throw new Error('The client build produced no loader entry.');

// Pictures after the client bundle: Vite empties outDir before it writes.
const images = await processImages(imagesIn(config), configDir, outDir);
const renderer = createSiteRenderer(config, blockRegistry, { loaderSrc: '/' + loader.file, images });
const routes: { path: string; canonicalPath: string; file: string }[] = [];
for (const entry of renderer.routes) {
  const { html } = await renderer.render(entry.path);
  const file = entry.path === '/' ? 'index.html' : `${entry.path.slice(1)}/index.html`;
  mkdirSync(dirname(join(outDir, file)), { recursive: true });
  writeFileSync(join(outDir, file), html);
  routes.push({ path: entry.path, canonicalPath: entry.canonicalPath, file });
}
// The server's renderer for forms sent without JavaScript and for the enquiry page's address.
await buildFormPages(outDir, config, '/' + loader.file);
const notFound = await renderer.render('/__not-found__');
writeFileSync(join(outDir, '404.html'), notFound.html);
// The route list the server and the tests read: every path answers 200, anything else 404.
writeFileSync(join(outDir, 'routes.json'), JSON.stringify({ routes, notFound: '404.html', apiHost: config.site.apiHost }, null, 2));

// The rules for the server's calendar feeds and the browser's recomputation (see engine/calendar/public.ts).
if (config.calendar) {
  const { $schema: _schema, ...calendar } = config.calendar;
  const data: CalendarData = { calendar, site: { name: config.site.brand.name, siteUrl: config.site.siteUrl ?? '' } };
  writeFileSync(join(outDir, CALENDAR_DATA_PATH.slice(1)), JSON.stringify(data));
}

// Search engines: canonical paths only (aliases point their canonical link at these).
const siteUrl = config.site.siteUrl ?? '';
const canonical = [...new Set(routes.map((r) => r.canonicalPath))];
writeFileSync(
  join(outDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    canonical.map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`).join('\n') +
    `\n</urlset>\n`,
);
writeFileSync(join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);

// Precompress text assets once at build time so the server never compresses per request.
const compressible = /\.(html|js|css|svg|json|xml|txt)$/;
function compressTree(dir: string) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) compressTree(full);
    else if (compressible.test(name)) {
      const data = readFileSync(full);
      writeFileSync(full + '.br', brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(full + '.gz', gzipSync(data, { level: 9 }));
    }
  }
}
compressTree(outDir);
console.log(`✓ Built ${routes.length} routes (${config.pages.length} pages) and 404.html into ${outDir}`);
