import { Migrator } from 'kysely';
import { migrationProvider } from '../src/db/migrate';
import { createTestDatabase, type TestDatabase } from './test-database';

/** A fresh database migrated up to just before `migration`, for a test of that migration on the rows written before it. */
export async function createDatabaseBefore(migration: string): Promise<TestDatabase> {
  const database = await createTestDatabase({ migrated: false });
  const all = await migrationProvider(database.dialect).getMigrations();
  const earlier = Object.fromEntries(Object.entries(all).filter(([name]) => name < migration));
  const { error } = await new Migrator({ db: database.db, provider: { getMigrations: async () => earlier } }).migrateToLatest();
  if (error) throw error;
  return database;
}
