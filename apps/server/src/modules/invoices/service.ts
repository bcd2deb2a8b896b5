import { type InvoiceFilters, type InvoiceQuery, type InvoiceSummary, invoiceMessages, messages } from '@partsmith/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BusyError, NotFoundError } from '../../lib/errors';
import { centsToDollars } from '../../lib/money';
import type { SessionUser } from '../../plugins/guards';
import type { OrderChange } from '../mail';
import { invoiceCsv } from './csv';
import type { InvoiceDocument } from './document';
import { renderInvoicePdf } from './pdf';
import { type InvoiceRepository, type ListedDocument, type OrderToInvoice, documentNumber } from './repository';

/** The seller as the shop's settings name it, read in the issuing transaction. */
export type SellerReader = (trx: Kysely<Database>) => Promise<{ name: string; address: string; taxNumber: string; bankDetails: string }>;

/** A renderer holds the documents it claimed this long: far longer than rendering a batch takes. */
const RENDER_LEASE_MS = 60_000;
const RENDER_BATCH = 20;

const toSummary = (row: ListedDocument): InvoiceSummary => {
  const document = JSON.parse(row.document) as InvoiceDocument;
  return {
    id: String(row.id),
    kind: row.kind,
    number: row.number,
    issuedAt: new Date(row.issued_at).toISOString(),
    orderId: String(row.order_id),
    buyer: { name: document.buyer.name, email: document.buyer.email, company: document.buyer.company, taxNumber: document.buyer.taxNumber },
    net: centsToDollars(document.totals.netCents),
    tax: centsToDollars(document.totals.taxCents),
    total: centsToDollars(document.totals.grossCents),
    creditsInvoice: document.creditsInvoice?.number ?? null,
    url: `/api/documents/${row.id}/${row.number}.pdf`,
    ready: row.ready,
  };
};

/** The invoice of a paid order, as issued now: its seller, buyer, lines, tax per rate, totals and payment. */
function invoiceDocument(
  { order, lines, buyer }: OrderToInvoice,
  seller: Awaited<ReturnType<SellerReader>>,
  number: string,
  issuedAt: string,
): InvoiceDocument {
  const deliveryNet = order.delivery_cents - order.delivery_tax_cents;
  const taxed = [
    ...lines.map((line) => ({ rate: line.tax_rate_bp, net: line.net_cents, tax: line.tax_cents, gross: line.price_cents })),
    ...(order.delivery_cents > 0 ? [{ rate: order.delivery_tax_rate_bp, net: deliveryNet, tax: order.delivery_tax_cents, gross: order.delivery_cents }] : []),
  ];
  const rates = [...new Set(taxed.map((amounts) => amounts.rate))].sort((a, b) => a - b);
  const sum = (amounts: typeof taxed) => ({
    netCents: amounts.reduce((total, line) => total + line.net, 0),
    taxCents: amounts.reduce((total, line) => total + line.tax, 0),
    grossCents: amounts.reduce((total, line) => total + line.gross, 0),
  });
  return {
    kind: 'invoice',
    number,
    issuedAt,
    creditsInvoice: null,
    currency: 'USD',
    seller: { name: seller.name, company: null, taxNumber: seller.taxNumber || null, address: seller.address, bankDetails: seller.bankDetails },
    buyer: {
      name: buyer?.name ?? order.email,
      email: order.email,
      company: buyer?.company_name || null,
      taxNumber: buyer?.tax_number || null,
      // A buyer who gave no billing address is billed where the goods go.
      address: buyer?.billing_address || order.address,
    },
    deliverTo: { address: order.address, phone: order.phone },
    order: { id: String(order.id), placedAt: new Date(order.created_at).toISOString() },
    pricesIncludeTax: Boolean(order.prices_include_tax),
    exemption: order.tax_exempt_certificate === null ? null : { certificate: order.tax_exempt_certificate },
    lines: lines.map((line) => ({
      partNumber: line.part_number,
      name: line.product_name,
      quantity: line.quantity,
      unitPriceCents: line.unit_price_cents,
      taxRateBasisPoints: line.tax_rate_bp,
      netCents: line.net_cents,
      taxCents: line.tax_cents,
      grossCents: line.price_cents,
    })),
    delivery:
      order.delivery_cents > 0
        ? { netCents: deliveryNet, taxCents: order.delivery_tax_cents, grossCents: order.delivery_cents, taxRateBasisPoints: order.delivery_tax_rate_bp }
        : null,
    taxSummary: rates.map((rate) => ({ taxRateBasisPoints: rate, ...sum(taxed.filter((amounts) => amounts.rate === rate)) })),
    totals: sum(taxed),
    payment: order.transaction_id && order.paid_at ? { method: 'card', reference: order.transaction_id, paidAt: new Date(order.paid_at).toISOString() } : null,
    dueAt: order.payment_due_at === null ? null : new Date(order.payment_due_at).toISOString(),
  };
}

/**
 * Invoices and credit notes: issued in the transaction of the order's change (paid: an invoice; a paid order cancelled
 * with its refund: a credit note), rendered as PDF by a sweep off the request path, listed and downloaded.
 */
export function createInvoiceService(repository: InvoiceRepository, seller: SellerReader) {
  /** Issues the order's document of `kind` in `trx`: the next number of its series this year, and the document built with it. */
  async function issue(
    trx: Kysely<Database>,
    { kind, orderId, creditsInvoiceId }: { kind: InvoiceDocument['kind']; orderId: string; creditsInvoiceId: string | null },
    content: (number: string, issuedAt: string) => InvoiceDocument,
  ) {
    const issuedAt = new Date().toISOString();
    const year = new Date(issuedAt).getUTCFullYear();
    const sequence = await repository.nextSequence(trx, kind, year);
    await repository.insert(trx, { kind, year, sequence, orderId, creditsInvoiceId, content: content(documentNumber(kind, year, sequence), issuedAt) });
  }

  return {
    /**
     * Told of every change of an order, in its transaction: issues the invoice or credit note the change calls for. An
     * order paid by card is invoiced when it is paid; one on terms when it is placed (its invoice says when and where to
     * pay). Cancelling an invoiced order (refunded, or on terms and never paid) issues its credit note.
     */
    async orderChanged(trx: Kysely<Database>, change: OrderChange): Promise<void> {
      if (change.to === 'paid' || change.to === 'unpaid') {
        // Placing says whether the order is on terms; a payment's change does not, and is rarer.
        const onTerms = change.onTerms ?? (await repository.isOnTerms(trx, change.orderId));
        if (onTerms === (change.to === 'paid')) return;
        const order = await repository.orderToInvoice(trx, change.orderId);
        if (!order) return;
        const from = await seller(trx);
        await issue(trx, { kind: 'invoice', orderId: change.orderId, creditsInvoiceId: null }, (number, issuedAt) =>
          invoiceDocument(order, from, number, issuedAt),
        );
      } else if (change.to === 'cancelled' && change.from !== 'cancelled') {
        const invoice = await repository.ofOrder(trx, change.orderId, 'invoice');
        // An unpaid order by card was never invoiced; orders paid before invoices existed have none to credit.
        if (!invoice) return;
        await issue(trx, { kind: 'credit-note', orderId: change.orderId, creditsInvoiceId: invoice.id }, (number, issuedAt) => ({
          ...invoice.document,
          kind: 'credit-note',
          number,
          issuedAt,
          creditsInvoice: { number: invoice.document.number, issuedAt: invoice.document.issuedAt },
        }));
      }
    },

    /** The documents of the order, oldest first, for its customer (another's order is answered as missing) or an admin. */
    async ofOrder(caller: SessionUser, orderId: string): Promise<InvoiceSummary[]> {
      const owner = await repository.orderOwner(orderId);
      if (!owner || (caller.role !== 'admin' && owner.user_id !== caller.id)) throw new NotFoundError(messages.orders.notFound);
      return (await repository.listOfOrder(orderId)).map(toSummary);
    },

    /** A document's PDF, for its order's customer or an admin; 503 with Retry-After while it is being rendered. */
    async download(caller: SessionUser, id: string): Promise<{ number: string; pdf: Buffer }> {
      const file = await repository.file(id);
      if (!file || (caller.role !== 'admin' && file.user_id !== caller.id)) throw new NotFoundError(invoiceMessages.notFound);
      if (!file.pdf) throw new BusyError(invoiceMessages.notReady, 2);
      return { number: file.number, pdf: Buffer.from(file.pdf) };
    },

    async page(query: InvoiceQuery): Promise<{ documents: InvoiceSummary[]; total: number }> {
      const { limit, offset, ...filters } = query;
      const { rows, total } = await repository.page(filters, { limit, offset });
      return { documents: rows.map(toSummary), total };
    },

    async *exportCsv(filters: InvoiceFilters): AsyncGenerator<string> {
      yield* invoiceCsv(repository.batches(filters), (row) => JSON.parse(row.document) as InvoiceDocument);
    },

    /**
     * The order's invoice as a PDF to attach to its paid message, rendered now if the sweep has not yet (the mail sender
     * runs off the request path too); null for an order paid before invoices were issued.
     */
    async invoiceAttachment(orderId: string): Promise<{ filename: string; contentType: string; content: Buffer } | null> {
      const invoice = await repository.invoiceOfOrder(orderId);
      if (!invoice) return null;
      const content = invoice.pdf ? Buffer.from(invoice.pdf) : await renderInvoicePdf(JSON.parse(invoice.document) as InvoiceDocument);
      if (!invoice.pdf) await repository.storePdf(invoice.id, content);
      return { filename: `${invoice.number}.pdf`, contentType: 'application/pdf', content };
    },

    /** Renders the PDFs of documents issued since the last round; answers how many. */
    async renderPending(stop?: AbortSignal): Promise<number> {
      let rendered = 0;
      while (!stop?.aborted) {
        const now = new Date();
        const claimed = await repository.claimUnrendered(now, new Date(now.getTime() + RENDER_LEASE_MS), RENDER_BATCH);
        for (const row of claimed) {
          await repository.storePdf(row.id, await renderInvoicePdf(JSON.parse(row.document) as InvoiceDocument));
          rendered += 1;
        }
        if (claimed.length < RENDER_BATCH) break;
      }
      return rendered;
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
