import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // A worker sets up jsdom and loads React once, not once per test file (1.5-2 s each); setup-tests.ts cleans the
    // DOM and storage after every test, and restoreMocks/unstubGlobals undo the rest.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
