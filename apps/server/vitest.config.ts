import os from 'node:os';
import { defineConfig } from 'vitest/config';

// The same suite runs on the embedded database and, when TEST_DATABASE_URL names one, on PostgreSQL.
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One worker per core (Vitest leaves one core idle by default): the fuzz files wait on the database a lot.
    maxWorkers: os.availableParallelism(),
    projects: [
      { extends: true as const, test: { name: 'sqlite', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], env: { PARTSMITH_TEST_DB: 'sqlite' } } },
      ...(postgresUrl
        ? [{ extends: true as const, test: { name: 'postgres', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], env: { PARTSMITH_TEST_DB: postgresUrl } } }]
        : []),
    ],
  },
});
