import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Client build: only the island/behavior loader and the chunks it imports on demand. Pages
// themselves are prerendered by scripts/build.ts, so there is no index.html entry.
export default defineConfig({
  plugins: [react()],
  publicDir: 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { loader: 'engine/client/loader.ts' },
    },
  },
});
