// The back office's app: two entries, built by `npm run build` (scripts/build-admin.ts) into
// dist-admin/ (ADMIN_DIST_DIR), served by admin/server/pages.ts under /admin/.
//   auth.html  — sign-in, second factor, setting a password, forgot password: served to anyone;
//   index.html — the back office itself: served (with the chunks only it uses) to signed-in users.
// Both are written into one frame (page-frame.ts). The manifest tells the server which files the
// sign-in page needs (anyone may load those).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pageFrame } from './page-frame.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  root: here('.'),
  base: '/admin/',
  plugins: [pageFrame(), react()],
  publicDir: false,
  build: {
    outDir: process.env.ADMIN_DIST_DIR ?? here('../../dist-admin'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // No inline polyfill script: the CSP allows scripts from our own files only.
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    // React, React DOM and Chakra are one shared chunk of ~420 kB (~130 kB gzip); the build prints the sizes.
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      input: { auth: here('auth.html'), index: here('index.html') },
      output: { chunkFileNames: 'assets/shared-[hash].js' },
    },
  },
});
