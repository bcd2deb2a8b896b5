import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Company buyers, tax, delivery charges and invoices (issue 35, decision 0030):
 * - shop_settings: one row, the shop's tax rates, whether its prices include tax, its delivery charge, and the
 *   seller's details its invoices show. Until an admin sets them: prices include 15 % (5 % reduced), delivery is free.
 *   Prices that include tax leave every total as it was.
 * - products.tax_category; users' company details and tax exemption.
 * - Every order line and order records its net, tax and gross (price_cents stays the gross: what is paid), the rate,
 *   the delivery charge and whether the buyer was exempt, so that a later change of rate never alters a placed order.
 *   Orders of before had no tax: their net is their price.
 * - document_sequences: one gap-free counter per series (invoices, credit notes) and year, advanced in the transaction
 *   that issues the document, so a rollback gives its number back.
 * - invoices: invoices and credit notes as issued (a frozen JSON document) and their PDF, rendered off the request path.
 */
export function taxAndInvoicesMigration(dialect: Dialect) {
  const { id: idType, timestamp: timestampType, boolean: booleanType, now, isPostgres } = columnTypes(dialect);
  const yes = isPostgres ? sql`true` : sql`1`;
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('shop_settings')
        .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
        .addColumn('prices_include_tax', booleanType, (col) => col.notNull())
        .addColumn('standard_rate_bp', 'integer', (col) => col.notNull().check(sql`standard_rate_bp between 0 and 10000`))
        .addColumn('reduced_rate_bp', 'integer', (col) => col.notNull().check(sql`reduced_rate_bp between 0 and 10000`))
        .addColumn('delivery_charge_cents', 'integer', (col) => col.notNull().check(sql`delivery_charge_cents >= 0`))
        .addColumn('free_delivery_from_cents', 'integer', (col) => col.check(sql`free_delivery_from_cents >= 0`))
        .addColumn('seller_name', 'text', (col) => col.notNull())
        .addColumn('seller_address', 'text', (col) => col.notNull())
        .addColumn('seller_tax_number', 'text', (col) => col.notNull())
        .addColumn('bank_details', 'text', (col) => col.notNull())
        .addColumn('updated_at', timestampType, (col) => col.notNull().defaultTo(now))
        .execute();
      await db
        .insertInto('shop_settings')
        .values({
          id: 1,
          prices_include_tax: yes,
          standard_rate_bp: 1500,
          reduced_rate_bp: 500,
          delivery_charge_cents: 0,
          free_delivery_from_cents: null,
          seller_name: 'Partsmith',
          seller_address: '',
          seller_tax_number: '',
          bank_details: '',
        })
        .execute();

      await db.schema
        .alterTable('products')
        .addColumn('tax_category', 'text', (col) =>
          col
            .notNull()
            .defaultTo('standard')
            .check(sql`tax_category in ('standard', 'reduced', 'zero')`),
        )
        .execute();
      for (const column of ['company_name', 'tax_number', 'billing_address', 'tax_exempt_certificate']) {
        await db.schema.alterTable('users').addColumn(column, 'text').execute();
      }

      for (const [column, type] of [
        ['tax_category', 'text'],
        ['tax_rate_bp', 'integer'],
        ['net_cents', 'integer'],
        ['tax_cents', 'integer'],
      ] as const) {
        await db.schema
          .alterTable('order_lines')
          .addColumn(column, type, (col) => col.notNull().defaultTo(column === 'tax_category' ? 'standard' : 0))
          .execute();
      }
      await sql`update order_lines set net_cents = price_cents`.execute(db);

      // Orders written in the migrating transaction queued the order counts' deferred triggers, and PostgreSQL alters no
      // table with events pending (as in migration 0017).
      if (isPostgres) await sql`set constraints all immediate`.execute(db);
      for (const column of ['net_cents', 'tax_cents', 'delivery_cents', 'delivery_tax_cents', 'delivery_tax_rate_bp']) {
        await db.schema
          .alterTable('orders')
          .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
          .execute();
      }
      await db.schema
        .alterTable('orders')
        .addColumn('prices_include_tax', booleanType, (col) => col.notNull().defaultTo(yes))
        .execute();
      await db.schema.alterTable('orders').addColumn('tax_exempt_certificate', 'text').execute();
      await sql`update orders set net_cents = price_cents`.execute(db);

      await db.schema
        .createTable('document_sequences')
        .addColumn('series', 'text', (col) => col.notNull())
        .addColumn('year', 'integer', (col) => col.notNull())
        .addColumn('last_number', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('document_sequences_pkey', ['series', 'year'])
        .execute();

      await db.schema
        .createTable('invoices')
        .addColumn('id', idType, (col) => (isPostgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()))
        .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('invoice', 'credit-note')`))
        .addColumn('year', 'integer', (col) => col.notNull())
        .addColumn('sequence', 'integer', (col) => col.notNull().check(sql`sequence > 0`))
        .addColumn('number', 'text', (col) => col.notNull().unique())
        .addColumn('order_id', idType, (col) => col.notNull().references('orders.id'))
        .addColumn('credits_invoice_id', idType, (col) => col.references('invoices.id'))
        .addColumn('issued_at', timestampType, (col) => col.notNull())
        .addColumn('total_cents', 'integer', (col) => col.notNull())
        .addColumn('document', 'text', (col) => col.notNull())
        .addColumn('pdf', isPostgres ? 'bytea' : 'blob')
        .addColumn('render_claimed_until', timestampType)
        .addUniqueConstraint('invoices_sequence_key', ['kind', 'year', 'sequence'])
        .addUniqueConstraint('invoices_order_key', ['order_id', 'kind'])
        .execute();
      await db.schema.createIndex('invoices_issued_idx').on('invoices').columns(['issued_at', 'id']).execute();
      await db.schema.createIndex('invoices_unrendered_idx').on('invoices').column('id').where(sql.ref('pdf'), 'is', null).execute();
    },
  };
}
