// Part of `npm run build`: bundles scripts/ssr/form-pages.tsx for Node (Vite SSR build, packages
// stay external) into dist/.server/ (the build puts the validated config beside it). A dot-folder, so
// the static server never serves it; the production server loads it at run time (server/form-posts.ts).
// The build runs it as a child process (`tsx scripts/build-form-pages.ts <outDir>`), so Vite's
// ~150 MiB never sit in the build process beside the render threads.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT_DIR } from '../engine/config/schema-files.ts';

export const FORM_PAGES_DIR = '.server';

/** The bundle (it does not depend on the config; the build writes site.json beside it): `outDir`/.server/form-pages.js. */
export async function bundleFormPages(outDir: string) {
  const target = join(outDir, FORM_PAGES_DIR);
  // Imported here, not at the top: importing FORM_PAGES_DIR must not load Vite.
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    configFile: false,
    root: ROOT_DIR,
    logLevel: 'warn',
    plugins: [react()],
    publicDir: false,
    build: {
      ssr: join(ROOT_DIR, 'scripts/ssr/form-pages.tsx'),
      outDir: target,
      emptyOutDir: true,
      target: 'node22',
      rollupOptions: { output: { entryFileNames: 'form-pages.js' } },
    },
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await bundleFormPages(resolve(process.argv[2] ?? 'dist'));
