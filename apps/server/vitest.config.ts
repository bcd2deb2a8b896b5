import os from 'node:os';
import { defineConfig } from 'vitest/config';

// The same suite runs on the embedded database and, when TEST_DATABASE_URL names one, on PostgreSQL.
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One worker per core (Vitest leaves one core idle by default). A third on two cores gained nothing measurable and
    // took CPU from the browser journeys that npm test runs beside the suite, which then ran past their timeouts.
    maxWorkers: os.availableParallelism(),
    // Each worker loads the app's modules once, not once per test file: loading them (Better Auth, Fastify, React
    // Email...) took 2-3 s per file, more than most files' tests. Every file builds its own app and database, so no
    // state is shared through the modules (docs/quality.md, "How long npm test takes").
    isolate: false,
    projects: [
      { extends: true as const, test: { name: 'sqlite', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], env: { PARTSMITH_TEST_DB: 'sqlite' } } },
      ...(postgresUrl
        ? [{ extends: true as const, test: { name: 'postgres', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], env: { PARTSMITH_TEST_DB: postgresUrl } } }]
        : []),
    ],
  },
});
