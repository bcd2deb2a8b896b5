import { INVOICE_KIND_LABELS, formatTaxRate } from '@partsmith/contract';
import { csvHeader, csvLine, csvNumber, csvText } from '../../lib/csv-cells';
import type { InvoiceDocument } from './document';
import type { ListedDocument } from './repository';

const HEADINGS = [
  'Number',
  'Kind',
  'Issued',
  'Order',
  'Credits invoice',
  'Buyer',
  'Email',
  'Company',
  'Tax number',
  'Net',
  'Tax',
  'Total',
  'Tax by rate',
  'Payment',
];

const dollars = (cents: number) => csvNumber(cents / 100, 2);

/**
 * The documents as a CSV file for the accounts, one row each, oldest first: a credit note's amounts are what it credits
 * (positive), and it names its invoice. Tax by rate: "15%: 12.34; 5%: 1.00".
 */
export async function* invoiceCsv(batches: AsyncIterable<ListedDocument[]>, documentOf: (row: ListedDocument) => InvoiceDocument): AsyncGenerator<string> {
  yield csvHeader(HEADINGS);
  for await (const batch of batches) {
    let text = '';
    for (const row of batch) {
      const document = documentOf(row);
      text += csvLine([
        csvText(document.number),
        csvText(INVOICE_KIND_LABELS[document.kind]),
        csvText(document.issuedAt),
        csvText(document.order.id),
        csvText(document.creditsInvoice?.number ?? null),
        csvText(document.buyer.name),
        csvText(document.buyer.email),
        csvText(document.buyer.company),
        csvText(document.buyer.taxNumber),
        dollars(document.totals.netCents),
        dollars(document.totals.taxCents),
        dollars(document.totals.grossCents),
        csvText(document.taxSummary.map((rate) => `${formatTaxRate(rate.taxRateBasisPoints)}: ${(rate.taxCents / 100).toFixed(2)}`).join('; ')),
        csvText(document.payment ? `Card ${document.payment.reference}` : 'Bank transfer'),
      ]);
    }
    yield text;
  }
}
