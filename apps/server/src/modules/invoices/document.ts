/**
 * An invoice or credit note as it was issued: everything its PDF shows, frozen at issue (stored as JSON beside it), so
 * that a later change of a rate, a price, the shop's or the buyer's details never alters a document already issued.
 * Every amount is in integer cents.
 */
export interface InvoiceDocument {
  kind: 'invoice' | 'credit-note';
  /** The document's own number, from its series' gap-free sequence of the year: "INV-2026-000042", "CN-2026-000003". */
  number: string;
  /** ISO timestamp of issue. */
  issuedAt: string;
  /** A credit note: the invoice it credits. */
  creditsInvoice: { number: string; issuedAt: string } | null;
  /** Three-letter currency code, upper case ("USD"). */
  currency: string;
  seller: InvoiceParty & { bankDetails: string };
  buyer: InvoiceParty & { email: string };
  /** Where the goods go. */
  deliverTo: { address: string; phone: string };
  order: { id: string; placedAt: string };
  /** Whether the catalogue prices the lines were sold at included tax (the lines' figures hold both anyway). */
  pricesIncludeTax: boolean;
  /** The buyer's tax exemption, when it had one: no tax is charged. */
  exemption: { certificate: string } | null;
  lines: InvoiceLine[];
  /** The delivery charge, taxed at its rate; null when delivery was free. */
  delivery: (InvoiceAmounts & { taxRateBasisPoints: number }) | null;
  /** One row per tax rate used (lines and delivery), in ascending rate. */
  taxSummary: (InvoiceAmounts & { taxRateBasisPoints: number })[];
  totals: InvoiceAmounts;
  /** How the invoice was paid; null when it is payable on terms. */
  payment: { method: 'card'; reference: string; paidAt: string } | null;
  /** An invoice payable on terms: the day the bank transfer is due (ISO timestamp); null when it was paid by card. */
  dueAt: string | null;
}

export interface InvoiceParty {
  name: string;
  /** A company's name, when the party is one. */
  company: string | null;
  taxNumber: string | null;
  address: string;
}

export interface InvoiceAmounts {
  netCents: number;
  taxCents: number;
  grossCents: number;
}

export interface InvoiceLine extends InvoiceAmounts {
  partNumber: string | null;
  name: string;
  quantity: number;
  /** The price per piece as the catalogue gave it (with tax if pricesIncludeTax, else without). */
  unitPriceCents: number;
  /** 1500 = 15 %. */
  taxRateBasisPoints: number;
}
