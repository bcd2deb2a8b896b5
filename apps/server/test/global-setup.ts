import type { TestProject } from 'vitest/node';
import { createMigratedTemplate } from './test-database';

/** Migrates one database for the project's run, which each test file's database is a copy of (test-database.ts). */
export default async function setup(project: TestProject) {
  const template = await createMigratedTemplate(String(project.config.env.PARTSMITH_TEST_DB ?? 'sqlite'));
  project.provide('migratedTemplate', template.config);
  return () => template.drop();
}
