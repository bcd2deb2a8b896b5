import type { OrderStatus } from '@partsmith/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What paying needs to know of an order. */
export interface PayableOrder {
  id: string;
  userId: string | null;
  email: string;
  status: OrderStatus;
  priceCents: number;
  transactionId: string | null;
  placedAt: Date | string;
  /** Paid by bank transfer on terms: never by card. */
  onTerms: boolean;
}

/** What payments asks of the orders module (app.ts gives it the orders' commands): payments never writes an order. */
export interface PaymentOrders {
  find(orderId: string): Promise<PayableOrder | undefined>;
  /** The order's payment succeeded: an unpaid order becomes paid. Answers whether it did (false: no longer unpaid). */
  markPaid(orderId: string, payment: { transactionId: string; testPayment: boolean }): Promise<boolean>;
  /**
   * A payment that arrived after the order was cancelled went back to the customer: the order's history and mail say
   * so, written in `transaction`, the one that notes the refund.
   */
  recordLateRefund(orderId: string, transaction: Kysely<Database>): Promise<void>;
}
