import os from 'node:os';
import { defineConfig } from 'vitest/config';

// The same suite runs on the embedded database and, when TEST_DATABASE_URL names one, on PostgreSQL.
const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * The suite on one database. Its global setup migrates one database for the run, which each test file's own is a copy
 * of (test/global-setup.ts); it is set here, not for the whole config, where it would run for the root project too.
 */
const project = (name: string, database: string) => ({
  extends: true as const,
  test: { name, include: ['src/**/*.test.ts', 'test/**/*.test.ts'], env: { PARTSMITH_TEST_DB: database }, globalSetup: ['test/global-setup.ts'] },
});

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
    projects: [project('sqlite', 'sqlite'), ...(postgresUrl ? [project('postgres', postgresUrl)] : [])],
  },
});
