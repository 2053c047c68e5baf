// The editor mounted in the back office: the same app as `npm run edit`, built by `npm run build`
// (scripts/build-admin.ts, after the admin app) into dist-admin/edit/ and served by admin/server/pages.ts
// at /admin/edit/ to editors, publishers and administrators, under the admin's CSP (admin.html carries
// the nonce placeholder; no inline script, no module-preload polyfill).
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { loadSchemaFiles } from '../../engine/config/schema-files.ts';
import { formValidatorsCode } from './form-validators-code.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The forms' checks compiled from the schemas at build time, so the browser runs no eval (form-validator.ts). */
function formValidators(): Plugin {
  const id = 'virtual:editor-form-validators';
  return {
    name: 'editor-form-validators',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (source) => (source === `\0${id}` ? formValidatorsCode(loadSchemaFiles()) : undefined),
  };
}

export default defineConfig({
  root: here('.'),
  base: '/admin/edit/',
  plugins: [react(), formValidators()],
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
