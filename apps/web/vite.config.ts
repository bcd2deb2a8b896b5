import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiProxy = {
  '/api': {
    target: `http://localhost:${process.env.API_PORT ?? 3000}`,
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    // WEB_OUT_DIR lets a second build (another checkout's tests, a benchmark) go elsewhere without clobbering dist.
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    // bench reads dist/.vite/manifest.json to measure the home route's initial JavaScript.
    manifest: true,
    // Of the browsers the build targets, only Safari 16 and Firefox 114 lack modulepreload; they still load every chunk,
    // without preloading. The polyfill cost the home page 0.2 kB of its 113 kB budget.
    modulePreload: { polyfill: false },
    // Everything the entry imports statically goes into its one chunk: those modules load on every page anyway, and split
    // across chunks shared with lazy routes (React, parts of TanStack Query) each boundary cost the home page bytes
    // (1.65 kB of its 113 kB budget, measured with bench/lib/bundle-size.ts).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
  },
});
