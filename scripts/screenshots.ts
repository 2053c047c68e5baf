// `npm run screenshots [-- --only /,/gst] [-- --no-js]`: full-page screenshots of the built site (dist/,
// served by the production server) at a phone width (390 px) and a laptop width (1280 px), written to
// reports/screenshots/<route>-<width>.png for people to look at. Build first (`npm run build`).
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT_DIR } from '../engine/config/schema-files.ts';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './chromium.ts';
import { startServerProcess } from './server-process.ts';

const WIDTHS = [390, 1280];
const args = process.argv.slice(2);
const onlyArg = args.find((a) => a.startsWith('--only'));
const only = onlyArg ? (onlyArg.split('=')[1] ?? args[args.indexOf(onlyArg) + 1] ?? '').split(',') : undefined;
const javaScriptEnabled = !args.includes('--no-js');

const distDir = process.env.SITE_OUT_DIR ?? join(ROOT_DIR, 'dist');
const routes = (JSON.parse(readFileSync(join(distDir, 'routes.json'), 'utf8')) as { routes: { path: string }[] }).routes
  .map((r) => r.path)
  .filter((path) => !only || only.includes(path));
const outDir = join(ROOT_DIR, 'reports', 'screenshots');
mkdirSync(outDir, { recursive: true });

const server = await startServerProcess({ DATA_DIR: join(ROOT_DIR, '.tmp/screenshots-data'), DIST_DIR: distDir });
const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, javaScriptEnabled });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(server.url + route, { waitUntil: 'networkidle' });
      const file = join(outDir, `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${width}${javaScriptEnabled ? '' : '-nojs'}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  await server.exited;
}
