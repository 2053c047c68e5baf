// Part of `npm run build`: bundles scripts/ssr/form-pages.tsx for Node (Vite SSR build, packages
// stay external) into dist/.server/, with the validated config beside it. A dot-folder, so the
// static server never serves it; the production server loads it at run time (server/form-posts.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import type { SiteConfig } from '../engine/types.ts';
import { ROOT_DIR } from '../engine/config/schema-files.ts';

export const FORM_PAGES_DIR = '.server';

export async function buildFormPages(outDir: string, config: SiteConfig, loaderSrc: string) {
  const target = join(outDir, FORM_PAGES_DIR);
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
  writeFileSync(join(target, 'site.json'), JSON.stringify({ config, loaderSrc }));
}
