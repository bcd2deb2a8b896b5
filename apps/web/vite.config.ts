import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Plugin, defineConfig, minify } from 'vite';

const apiProxy = {
  '/api': {
    target: `http://localhost:${process.env.API_PORT ?? 3000}`,
  },
};

/**
 * Vite copies public/theme-init.js as written, comments and all, and every page loads it before first paint: the build
 * ships it minified (0.36 kB of the home page's 113 kB JavaScript budget). The development server serves it as written.
 */
function minifyThemeInit(): Plugin {
  let file = '';
  return {
    name: 'minify-theme-init',
    // Only the build that copies public/ (the prerender's server build does not).
    apply: (config, { command }) => command === 'build' && config.build?.copyPublicDir !== false,
    configResolved(config) {
      file = path.resolve(config.root, config.build.outDir, 'theme-init.js');
    },
    async closeBundle() {
      const { code, errors } = await minify('theme-init.js', await fs.readFile(file, 'utf8'));
      if (errors.length > 0) throw new Error(`theme-init.js: ${errors.map((error) => error.message).join('; ')}`);
      await fs.writeFile(file, code);
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), minifyThemeInit()],
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
