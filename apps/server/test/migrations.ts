import { type Kysely, Migrator } from 'kysely';
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

/**
 * Inserts an order of one part as the orders table held them before a migration (no lines, no tax), with `columns`
 * over its defaults; answers its id. Typed loosely: the columns a later migration drops are no longer in the schema.
 */
export async function insertOrderBefore(db: Kysely<any>, part: { id: number | string; name: string }, columns: Record<string, unknown> = {}): Promise<string> {
  const at = new Date().toISOString();
  const inserted = await db
    .insertInto('orders')
    .values({
      user_id: 'buyer',
      email: 'buyer@example.com',
      product_id: part.id,
      product_name: part.name,
      quantity: 1,
      unit_price_cents: 100,
      price_cents: 100,
      phone: '1',
      address: 'a',
      status: 'unpaid',
      created_at: at,
      updated_at: at,
      ...columns,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(inserted.id);
}
