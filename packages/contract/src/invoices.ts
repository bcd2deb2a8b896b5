import { z } from 'zod';
import { pageQueryShape, wholeNumber } from './paging';

/**
 * Invoices and credit notes (issue 35): a paid order gets an invoice, numbered from one gap-free sequence per year and
 * never changed; the cancellation of a paid order (its refund) a credit note that refers to it.
 */
export const INVOICE_KINDS = ['invoice', 'credit-note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = { invoice: 'Invoice', 'credit-note': 'Credit note' };

export const invoiceSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** "INV-2026-000042", "CN-2026-000003". */
  number: z.string(),
  issuedAt: z.string(),
  orderId: z.string(),
  /** The buyer as the document names them. */
  buyer: z.object({ name: z.string(), email: z.string(), company: z.string().nullable(), taxNumber: z.string().nullable() }),
  /** Net, tax and total in dollars (a credit note's: what it credits). */
  net: z.number(),
  tax: z.number(),
  total: z.number(),
  /** A credit note's invoice number. */
  creditsInvoice: z.string().nullable(),
  /** Where to download the PDF (GET; the owner's or an admin's session). */
  url: z.string(),
  /** The PDF is rendered: until then (a moment after issue) the download answers 503 with Retry-After. */
  ready: z.boolean(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export const invoiceListSchema = z.array(invoiceSummarySchema);

export const INVOICE_PAGE_SIZE = 50;

/** The admins' list: by year of issue and kind, newest first. */
export const invoiceFilterShape = {
  year: wholeNumber('year', 2000, 9999).optional(),
  kind: z.enum(INVOICE_KINDS, { error: `kind must be one of ${INVOICE_KINDS.join(', ')}` }).optional(),
};
export const invoiceQuerySchema = z.object({ ...pageQueryShape(INVOICE_PAGE_SIZE), ...invoiceFilterShape });
export type InvoiceQuery = z.output<typeof invoiceQuerySchema>;
export type InvoiceParams = z.input<typeof invoiceQuerySchema>;
export const invoiceExportQuerySchema = z.object(invoiceFilterShape);
export type InvoiceFilters = z.output<typeof invoiceExportQuerySchema>;

export const invoiceMessages = {
  notFound: 'Document not found',
  notReady: 'The document is being prepared. Please try again in a moment.',
} as const;
