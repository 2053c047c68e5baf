// `npx tsx scripts/bench-render.ts [--cards N]` (SITE_CONFIG_DIR chooses the config; bench-build.ts runs
// it on its synthetic site): the like-for-like figure beside a plain static-site generator — every
// route and 404.html rendered to HTML on one thread, with no compression, no cache and no cards —
// and the steady cost of one shared-link card. Prints JSON: routes, render CPU and wall per page
// (after building the renderer once), card CPU per card.
import './build/production-mode.ts'; // first: React loads its production build, as the build renders
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT_DIR } from '../engine/config/schema-files.ts';
import { validateSiteConfig } from '../engine/config/validate.ts';
import { buildRouteTable } from '../engine/routes.tsx';
import { createSiteRenderer } from '../renderer/render-page.tsx';
import { blockRegistry } from '../blocks/registry.ts';
import { assertProductionReact } from './build/production.ts';
import { socialImageFor } from '../engine/social.ts';
import { cardPainter } from './build/social-draw.ts';

const args = process.argv.slice(2);
const cardsArg = args.indexOf('--cards');
const cardCount = cardsArg >= 0 ? Number(args[cardsArg + 1]) : 100;
const { config } = validateSiteConfig(process.env.SITE_CONFIG_DIR ?? join(ROOT_DIR, 'site-config'), blockRegistry);
if (!config) throw new Error('The config does not validate: run npm run validate.');
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const renderer = createSiteRenderer(config, blockRegistry, { loaderSrc: '/assets/loader.js' });
assertProductionReact();
const paths = [...buildRouteTable(config).map((entry) => entry.path), '/__not-found__'];
const [cpu0, wall0] = [cpu(), performance.now()];
let bytes = 0;
for (const path of paths) bytes += (await renderer.render(path)).html.length;
const render = { cpuMs: cpu() - cpu0, wallMs: performance.now() - wall0 };

// Cards: the first one loads satori, resvg, sharp and the fonts and draws the shared frame; then the steady cost.
const texts = config.pages.map(({ page }) => socialImageFor(config.site, page).source).flatMap((source) => (source.kind === 'card' ? [source.text] : []));
const paint = cardPainter(readFileSync(join(ROOT_DIR, 'public/favicon.svg'), 'utf8'));
await paint(texts[0]!);
const cards = texts.slice(1, 1 + cardCount);
const [cardCpu0, cardWall0] = [cpu(), performance.now()];
for (const text of cards) await paint(text);
const card = { cpuMs: (cpu() - cardCpu0) / cards.length, wallMs: (performance.now() - cardWall0) / cards.length };

console.log(
  JSON.stringify({
    routes: paths.length,
    renderCpuMsPerPage: render.cpuMs / paths.length,
    renderWallMsPerPage: render.wallMs / paths.length,
    htmlKBPerPage: bytes / paths.length / 1024,
    cards: cards.length,
    cardCpuMs: card.cpuMs,
    cardWallMs: card.wallMs,
  }),
);
