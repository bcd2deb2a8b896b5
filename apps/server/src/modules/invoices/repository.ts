import type { InvoiceFilters, InvoiceKind } from '@partsmith/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database, InvoiceTable } from '../../db/schema';
import { toCount } from '../../lib/sql';
import type { InvoiceDocument } from './document';

/** Each kind's series: its numbers' prefix. */
const SERIES: Record<InvoiceKind, string> = { invoice: 'INV', 'credit-note': 'CN' };

/** "INV-2026-000042": the series, the year and the number in it. */
export const documentNumber = (kind: InvoiceKind, year: number, sequence: number) => `${SERIES[kind]}-${year}-${String(sequence).padStart(6, '0')}`;

/** The columns a document is listed with (everything but its PDF's bytes). */
const listed = ['id', 'kind', 'number', 'order_id', 'issued_at', 'total_cents', 'document'] as const;
export type ListedDocument = Pick<Selectable<InvoiceTable>, (typeof listed)[number]> & { ready: boolean };

/** What issuing reads of a paid order, in its transaction. */
export interface OrderToInvoice {
  order: Pick<
    Selectable<Database['orders']>,
    | 'id'
    | 'user_id'
    | 'email'
    | 'phone'
    | 'address'
    | 'created_at'
    | 'paid_at'
    | 'transaction_id'
    | 'price_cents'
    | 'net_cents'
    | 'tax_cents'
    | 'delivery_cents'
    | 'delivery_tax_cents'
    | 'delivery_tax_rate_bp'
    | 'prices_include_tax'
    | 'tax_exempt_certificate'
    | 'payment_due_at'
  >;
  lines: Pick<
    Selectable<Database['order_lines']>,
    'part_number' | 'product_name' | 'quantity' | 'unit_price_cents' | 'price_cents' | 'net_cents' | 'tax_cents' | 'tax_rate_bp'
  >[];
  buyer: { name: string; company_name: string | null; tax_number: string | null; billing_address: string | null } | undefined;
}

/** Invoices, credit notes and their numbers' sequences. */
export function createInvoiceRepository(db: Kysely<Database>, dialect: Dialect) {
  const filtered = ({ year, kind }: Partial<InvoiceFilters>) =>
    db
      .selectFrom('invoices')
      .$if(year !== undefined, (query) => query.where('year', '=', year!))
      .$if(kind !== undefined, (query) => query.where('kind', '=', kind!));

  const withReady = <T extends { ready: unknown }>(row: T) => ({ ...row, ready: Boolean(row.ready) });

  return {
    /**
     * The next number of `kind`'s series in `year`, taken in `trx`, the issuing transaction: the sequence's row stays
     * locked until it ends (PostgreSQL), and a rollback gives the number back, so the numbers have no gaps or repeats.
     */
    async nextSequence(trx: Kysely<Database>, kind: InvoiceKind, year: number): Promise<number> {
      const row = await trx
        .insertInto('document_sequences')
        .values({ series: SERIES[kind], year, last_number: 1 })
        .onConflict((conflict) => conflict.columns(['series', 'year']).doUpdateSet((eb) => ({ last_number: eb('document_sequences.last_number', '+', 1) })))
        .returning('last_number')
        .executeTakeFirstOrThrow();
      return row.last_number;
    },

    /** Whether the order is paid by bank transfer on terms (it has a due day). */
    async isOnTerms(trx: Kysely<Database>, orderId: string): Promise<boolean> {
      const order = await trx.selectFrom('orders').select('payment_due_at').where('id', '=', orderId).executeTakeFirst();
      return order !== undefined && order.payment_due_at !== null;
    },

    /** The paid order an invoice is issued for, its lines and its buyer's details, read in `trx`. */
    async orderToInvoice(trx: Kysely<Database>, orderId: string): Promise<OrderToInvoice | undefined> {
      const order = await trx
        .selectFrom('orders')
        .select([
          'id',
          'user_id',
          'email',
          'phone',
          'address',
          'created_at',
          'paid_at',
          'transaction_id',
          'price_cents',
          'net_cents',
          'tax_cents',
          'delivery_cents',
          'delivery_tax_cents',
          'delivery_tax_rate_bp',
          'prices_include_tax',
          'tax_exempt_certificate',
          'payment_due_at',
        ])
        .where('id', '=', orderId)
        .executeTakeFirst();
      if (!order) return undefined;
      const lines = await trx
        .selectFrom('order_lines')
        .select(['part_number', 'product_name', 'quantity', 'unit_price_cents', 'price_cents', 'net_cents', 'tax_cents', 'tax_rate_bp'])
        .where('order_id', '=', orderId)
        .orderBy('position')
        .execute();
      const buyer =
        order.user_id === null
          ? undefined
          : await trx.selectFrom('users').select(['name', 'company_name', 'tax_number', 'billing_address']).where('id', '=', order.user_id).executeTakeFirst();
      return { order, lines, buyer };
    },

    async insert(
      trx: Kysely<Database>,
      document: { kind: InvoiceKind; year: number; sequence: number; orderId: string; creditsInvoiceId: string | null; content: InvoiceDocument },
    ) {
      await trx
        .insertInto('invoices')
        .values({
          kind: document.kind,
          year: document.year,
          sequence: document.sequence,
          number: document.content.number,
          order_id: document.orderId,
          credits_invoice_id: document.creditsInvoiceId,
          issued_at: document.content.issuedAt,
          total_cents: document.content.totals.grossCents,
          document: JSON.stringify(document.content),
        })
        .execute();
    },

    /** The order's document of `kind`, as issued. */
    async ofOrder(executor: Kysely<Database>, orderId: string, kind: InvoiceKind) {
      const row = await executor.selectFrom('invoices').select(['id', 'document']).where('order_id', '=', orderId).where('kind', '=', kind).executeTakeFirst();
      return row && { id: String(row.id), document: JSON.parse(row.document) as InvoiceDocument };
    },

    /** Whose order it is; undefined when there is no such order. */
    orderOwner: (orderId: string) => db.selectFrom('orders').select('user_id').where('id', '=', orderId).executeTakeFirst(),

    /** The order's invoice with its PDF (null until rendered) and the document to render it from. */
    invoiceOfOrder: (orderId: string) =>
      db.selectFrom('invoices').select(['id', 'number', 'document', 'pdf']).where('order_id', '=', orderId).where('kind', '=', 'invoice').executeTakeFirst(),

    /** The order's documents, oldest first. */
    async listOfOrder(orderId: string): Promise<ListedDocument[]> {
      const rows = await db
        .selectFrom('invoices')
        .select(listed)
        .select((eb) => eb('pdf', 'is not', null).as('ready'))
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
      return rows.map(withReady);
    },

    /** A document's PDF (null until rendered) and whose order it is. */
    async file(id: string) {
      return db
        .selectFrom('invoices')
        .innerJoin('orders', 'orders.id', 'invoices.order_id')
        .select(['invoices.number', 'invoices.pdf', 'orders.user_id'])
        .where('invoices.id', '=', id)
        .executeTakeFirst();
    },

    async page(filters: Partial<InvoiceFilters>, { limit, offset }: { limit: number; offset: number }) {
      const [rows, counted] = await Promise.all([
        filtered(filters)
          .select(listed)
          .select((eb) => eb('pdf', 'is not', null).as('ready'))
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        filtered(filters)
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(withReady), total: toCount(counted.total) };
    },

    /** Every matching document, oldest first, in batches read by id: a year's invoices stream in bounded memory. */
    async *batches(filters: Partial<InvoiceFilters>, size = 1_000): AsyncGenerator<ListedDocument[]> {
      let after: number | string | undefined;
      for (;;) {
        const rows = await filtered(filters)
          .select(listed)
          .select((eb) => eb('pdf', 'is not', null).as('ready'))
          .$if(after !== undefined, (query) => query.where('id', '>', after!))
          .orderBy('id')
          .limit(size)
          .execute();
        if (rows.length === 0) return;
        yield rows.map(withReady);
        if (rows.length < size) return;
        after = rows.at(-1)!.id;
      }
    },

    /** Claims documents whose PDF is not rendered yet, for `leaseUntil` (one renderer per document across instances). */
    async claimUnrendered(now: Date, leaseUntil: Date, limit: number) {
      const at = now.toISOString();
      let due = db
        .selectFrom('invoices')
        .select('id')
        .where('pdf', 'is', null)
        .where((eb) => eb.or([eb('render_claimed_until', 'is', null), eb('render_claimed_until', '<', at)]))
        .orderBy('id')
        .limit(limit);
      if (dialect === 'postgres') due = due.forUpdate().skipLocked();
      return db.updateTable('invoices').set({ render_claimed_until: leaseUntil.toISOString() }).where('id', 'in', due).returning(['id', 'document']).execute();
    },

    async storePdf(id: number | string, pdf: Buffer): Promise<void> {
      await db.updateTable('invoices').set({ pdf, render_claimed_until: null }).where('id', '=', id).where('pdf', 'is', null).execute();
    },
  };
}

export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;
