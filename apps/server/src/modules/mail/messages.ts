import type { MailKind } from '@partsmith/contract';

/** One line of an order of several, as a message lists it. */
export interface MailOrderLine {
  productName: string;
  partNumber: string | null;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

/** What an order message says about the order, read in the transaction of the change. */
export interface OrderFacts {
  orderId: string;
  name: string;
  productName: string;
  /** The part's number as the order keeps it; absent in messages queued before it was recorded here, null for orders from before part numbers. */
  partNumber?: string | null;
  quantity: number;
  /** The price per piece the order was placed at (a price break's or a quote's); absent in messages queued before it was recorded here. */
  unitPriceCents?: number;
  totalCents: number;
  /** An order of several lines lists them (its productName and quantity are their summary); absent for one line. */
  lines?: MailOrderLine[];
  /** Unpaid orders: when the hold ends. */
  payBy: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  testPayment: boolean;
}

/** What a quote message says about the quote, read in the transaction of the change. */
export interface QuoteFacts {
  quoteId: string;
  name: string;
  productName: string;
  /** As in OrderFacts. */
  partNumber?: string | null;
  quantity: number;
  /** The day the customer wants the parts by. */
  wantedBy: string;
  note: string | null;
  /** The answer, once given. */
  unitPriceCents: number | null;
  totalCents: number | null;
  availableBy: string | null;
  validUntil: string | null;
  answerNote: string | null;
}

/**
 * What the shop's message about a paid order says, read in the transaction that records the payment: the order row's
 * summary of what was bought (its part, or the first of several, and the pieces of every line) and its total.
 */
export interface ShopOrderFacts {
  orderId: string;
  customerEmail: string;
  productName: string;
  partNumber: string | null;
  quantity: number;
  totalCents: number;
  /** As in OrderFacts. */
  lines?: MailOrderLine[];
  testPayment: boolean;
  /** An order on terms shipped before its transfer arrived (absent in messages queued before it was recorded). */
  shipped?: boolean;
}

/** What the shop's message about a quote request says, read in the transaction that records the request. */
export interface ShopQuoteFacts {
  quoteId: string;
  customerName: string;
  customerEmail: string;
  productName: string;
  partNumber: string | null;
  quantity: number;
  wantedBy: string;
  note: string | null;
}

/** What each kind of message carries in the outbox's data column (JSON). */
export interface MailData {
  // Without the account's name: whoever signs up chooses it, and the address may be someone else's.
  'password-reset': { url: string; expiresInMinutes: number };
  'verify-email': { url: string; expiresInMinutes: number };
  'order-placed': OrderFacts;
  /** `shipped`: an order on terms shipped before its transfer arrived (absent in messages queued before it was recorded). */
  'order-paid': OrderFacts & { shipped?: boolean };
  'order-shipped': OrderFacts;
  'order-cancelled': OrderFacts & { cancelledBy: 'customer' | 'admin' | 'shop' };
  /** `paidAfterCancel`: the payment arrived after the order was cancelled (absent in messages queued before it was recorded). */
  'order-refunded': OrderFacts & { paidAfterCancel?: boolean };
  'payment-reminder': OrderFacts;
  /** An order on terms whose transfer is overdue; `payBy` is the day it was due. */
  'payment-overdue': OrderFacts;
  'quote-requested': QuoteFacts;
  'quote-answered': QuoteFacts;
  'quote-declined': QuoteFacts;
  'shop-order-paid': ShopOrderFacts;
  'shop-quote-requested': ShopQuoteFacts;
}

/** A message to write to the outbox. */
export type OutgoingMail = { [K in MailKind]: { kind: K; to: string; data: MailData[K]; dedupeKey?: string } }[MailKind];

/** Account mail is sent whatever the preferences; of the order messages, these two are what a customer may turn off. */
export const ORDER_UPDATE_KINDS: readonly MailKind[] = ['order-placed', 'order-paid', 'order-shipped'];
