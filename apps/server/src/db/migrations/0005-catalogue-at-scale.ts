import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

/**
 * The catalogue list stays fast at 100,000 parts:
 * - one index per sort order, holding only listed parts (deleted_at is null), in the order the list reads them;
 * - the number of listed parts kept by triggers in catalogue_stats, so a page does not count the whole table;
 * - a trigram index for the substring search: FTS5 on SQLite, pg_trgm on PostgreSQL. A b-tree cannot serve
 *   "contains", and without one every search reads every part.
 */
export function catalogueAtScaleMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<any>) {
      await db.schema.dropIndex('products_price_idx').execute();
      await db.schema.dropIndex('products_name_idx').execute();
      const listed = (name: string) => db.schema.createIndex(name).on('products').where(sql.ref('deleted_at'), 'is', null);
      // price_asc lists ties newest first; price_desc reads the first index backwards.
      await listed('products_listed_price_idx').columns(['price_cents', 'id']).execute();
      await listed('products_listed_price_asc_idx').columns(['price_cents', 'id desc']).execute();
      await listed('products_listed_name_idx')
        .expression(sql`lower(name), id`)
        .execute();

      await db.schema
        .createTable('catalogue_stats')
        .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
        .addColumn('listed_products', 'integer', (col) => col.notNull())
        .execute();
      await sql`insert into catalogue_stats (id, listed_products) select 1, count(*) from products where deleted_at is null`.execute(db);

      if (dialect === 'postgres') {
        // Once per statement, over the rows it changed: per-row updates of the one counter row in a transaction
        // that inserts many parts would grow a chain of row versions that every next update walks.
        await sql`
          create function count_listed_products() returns trigger language plpgsql as $$
          declare
            change bigint := 0;
          begin
            if tg_op in ('INSERT', 'UPDATE') then
              change := change + (select count(*) from new_rows where deleted_at is null);
            end if;
            if tg_op in ('UPDATE', 'DELETE') then
              change := change - (select count(*) from old_rows where deleted_at is null);
            end if;
            if change <> 0 then
              update catalogue_stats set listed_products = listed_products + change where id = 1;
            end if;
            return null;
          end $$`.execute(db);
        await sql`create trigger products_listed_insert after insert on products referencing new table as new_rows
          for each statement execute function count_listed_products()`.execute(db);
        await sql`create trigger products_listed_update after update on products referencing old table as old_rows new table as new_rows
          for each statement execute function count_listed_products()`.execute(db);
        await sql`create trigger products_listed_delete after delete on products referencing old table as old_rows
          for each statement execute function count_listed_products()`.execute(db);

        await sql`create extension if not exists pg_trgm`.execute(db);
        await sql`create index products_name_trgm_idx on products using gin (lower(name) gin_trgm_ops)`.execute(db);
        await sql`create index products_description_trgm_idx on products using gin (lower(description) gin_trgm_ops)`.execute(db);
        return;
      }

      await sql`create trigger products_listed_insert after insert on products when new.deleted_at is null
        begin update catalogue_stats set listed_products = listed_products + 1 where id = 1; end`.execute(db);
      await sql`create trigger products_listed_delete after delete on products when old.deleted_at is null
        begin update catalogue_stats set listed_products = listed_products - 1 where id = 1; end`.execute(db);
      await sql`create trigger products_listed_update after update of deleted_at on products when (old.deleted_at is null) <> (new.deleted_at is null)
        begin update catalogue_stats set listed_products = listed_products + (case when new.deleted_at is null then 1 else -1 end) where id = 1; end`.execute(
        db,
      );

      // An external-content index: it reads name and description from products, and triggers keep it in step.
      await sql`create virtual table products_search using fts5(name, description, content='products', content_rowid='id', tokenize='trigram')`.execute(db);
      await sql`insert into products_search (products_search) values ('rebuild')`.execute(db);
      await sql`create trigger products_search_insert after insert on products
        begin insert into products_search (rowid, name, description) values (new.id, new.name, new.description); end`.execute(db);
      await sql`create trigger products_search_delete after delete on products
        begin insert into products_search (products_search, rowid, name, description) values ('delete', old.id, old.name, old.description); end`.execute(db);
      await sql`create trigger products_search_update after update of name, description on products
        begin
          insert into products_search (products_search, rowid, name, description) values ('delete', old.id, old.name, old.description);
          insert into products_search (rowid, name, description) values (new.id, new.name, new.description);
        end`.execute(db);
    },
  };
}
