import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Finding a part (issue 33, decision 0027):
 * - products.part_number: unique among listed parts, in capitals; parts from before are numbered P-<id>. Orders and
 *   quotes keep a copy, as they keep the name, so a renumbered or deleted part leaves them as they were.
 * - categories: a tree (parent_id); products.category_id puts a part in one (null: not yet sorted).
 * - specifications: what a category declares its parts (and those of the categories below) have, typed: a number with
 *   a unit, a choice from a list (choices as a JSON array), yes/no, text.
 * - product_specifications: a part's values. A choice, yes/no ('true', 'false') and text in text_value, a number in
 *   number_value; indexed by specification then value, so counting a category's values reads only that category.
 * - datasheets: PDF documents of a part, in the database like images, so every instance serves them.
 * - The search also finds part numbers from their start: on SQLite the unique index serves a range of them, on
 *   PostgreSQL an index of the numbers as plain characters (text_pattern_ops) serves LIKE 'PREFIX%'.
 */
export function catalogueStructureMigration(dialect: Dialect) {
  const { isPostgres, id: idType, timestamp: timestampType, now } = columnTypes(dialect);
  const identity = (col: any) => (isPostgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('categories')
        .addColumn('id', idType, identity)
        .addColumn('parent_id', idType, (col) => col.references('categories.id'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('slug', 'text', (col) => col.notNull().unique())
        .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', timestampType, (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex('categories_parent_idx').on('categories').columns(['parent_id', 'position']).execute();

      await db.schema
        .createTable('specifications')
        .addColumn('id', idType, identity)
        .addColumn('category_id', idType, (col) => col.notNull().references('categories.id'))
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('number', 'choice', 'boolean', 'text')`))
        .addColumn('unit', 'text')
        .addColumn('choices', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
        .addUniqueConstraint('specifications_category_key_unique', ['category_id', 'key'])
        .execute();

      await db.schema.alterTable('products').addColumn('part_number', 'text').execute();
      await db.schema
        .alterTable('products')
        .addColumn('category_id', idType, (col) => col.references('categories.id'))
        .execute();
      await sql`update products set part_number = 'P-' || id`.execute(db);
      if (isPostgres) await sql`alter table products alter column part_number set not null`.execute(db);
      else
        await sql`create trigger products_part_number_required before insert on products when new.part_number is null
        begin select raise(abort, 'NOT NULL constraint failed: products.part_number'); end`.execute(db);
      await db.schema.createIndex('products_part_number_idx').unique().on('products').column('part_number').where(sql.ref('deleted_at'), 'is', null).execute();
      // A category's listed parts, in each order the list reads them.
      const listedInCategory = (name: string) => db.schema.createIndex(name).on('products').where(sql.ref('deleted_at'), 'is', null);
      await listedInCategory('products_category_idx').columns(['category_id', 'id']).execute();
      await listedInCategory('products_category_price_idx').columns(['category_id', 'price_cents', 'id']).execute();

      await db.schema
        .createTable('product_specifications')
        .addColumn('product_id', idType, (col) => col.notNull().references('products.id').onDelete('cascade'))
        .addColumn('specification_id', idType, (col) => col.notNull().references('specifications.id').onDelete('cascade'))
        .addColumn('number_value', isPostgres ? 'double precision' : 'real')
        .addColumn('text_value', 'text')
        .addPrimaryKeyConstraint('product_specifications_pkey', ['product_id', 'specification_id'])
        .addCheckConstraint('product_specifications_one_value', sql`(number_value is null) <> (text_value is null)`)
        .execute();
      await db.schema
        .createIndex('product_specifications_text_idx')
        .on('product_specifications')
        .columns(['specification_id', 'text_value', 'product_id'])
        .execute();
      await db.schema
        .createIndex('product_specifications_number_idx')
        .on('product_specifications')
        .columns(['specification_id', 'number_value', 'product_id'])
        .execute();

      await db.schema
        .createTable('datasheets')
        .addColumn('id', idType, identity)
        .addColumn('product_id', idType, (col) => col.notNull().references('products.id').onDelete('cascade'))
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('file_name', 'text', (col) => col.notNull())
        .addColumn('bytes', 'integer', (col) => col.notNull())
        .addColumn('sha256', 'text', (col) => col.notNull())
        .addColumn('content', isPostgres ? 'bytea' : 'blob', (col) => col.notNull())
        .addColumn('created_at', timestampType, (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex('datasheets_product_idx').on('datasheets').columns(['product_id', 'id']).execute();

      await db.schema.alterTable('orders').addColumn('part_number', 'text').execute();
      await db.schema.alterTable('quotes').addColumn('part_number', 'text').execute();
      await sql`update orders set part_number = (select part_number from products where products.id = orders.product_id)`.execute(db);
      await sql`update quotes set part_number = (select part_number from products where products.id = quotes.product_id)`.execute(db);

      if (isPostgres) {
        // A search matches part numbers from their start (catalog/listed-parts.ts): LIKE 'PREFIX%' takes this index,
        // which compares characters as they are, not by the database's collation.
        await sql`create index products_part_number_pattern_idx on products (part_number text_pattern_ops) where deleted_at is null`.execute(db);
      }
    },
  };
}
