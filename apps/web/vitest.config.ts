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
    // npm test runs these beside the browsers and the server suite on two cores: a test that takes 0.5 s alone took more
    // than Vitest's default 5 s there (manage-orders-page, 2026-11-24). The timeout guards against hangs, not slowness.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
