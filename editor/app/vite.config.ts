// The editor mounted in the back office: the same app as `npm run edit`, built by `npm run build`
// (scripts/build-admin.ts, after the admin app) into dist-admin/edit/ and served by admin/server/pages.ts
// at /admin/edit/ to editors, publishers and administrators, under the admin's CSP (admin.html is written
// into the back office's page frame, with the nonce placeholder; no inline script, no module-preload polyfill).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { loadSchemaFiles } from '../../engine/config/schema-files.ts';
import { formValidatorsPlugin } from './form-validators-code.ts';
import { pageFrame } from '../../admin/app/page-frame.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  root: here('.'),
  base: '/admin/edit/',
  plugins: [pageFrame(), react(), formValidatorsPlugin(loadSchemaFiles)],
  publicDir: false,
  build: {
    outDir: here('../../dist-admin/edit'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    // Puck, the form library, Chakra and every block: one large app for the people who edit the site.
    chunkSizeWarningLimit: 4000,
    rollupOptions: { input: { editor: here('admin.html') } },
  },
});
