/** What the shop needs from a card payment provider. Amounts are integer cents, in US dollars. */
export interface PaymentIntentRecord {
  id: string;
  clientSecret: string;
  status: 'succeeded' | 'processing' | 'requires_payment_method' | 'requires_action' | 'canceled' | 'refunded' | string;
  amountCents: number;
  currency: string;
  /** The order this intent was created for (kept in the provider's metadata). */
  orderId: string | null;
  /** False when paying it takes no real money (the test provider, Stripe's test mode). */
  livemode: boolean;
}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** For the browser's card form (Stripe Elements); null for the test provider. */
  readonly publishableKey: string | null;
  createIntent(input: { orderId: string; amountCents: number; customerEmail: string; idempotencyKey: string }): Promise<PaymentIntentRecord>;
  /** Null when the provider knows no such intent. */
  retrieveIntent(id: string): Promise<PaymentIntentRecord | null>;
  refund(intentId: string): Promise<void>;
  /** Cancels an intent that has not been paid; answers 'succeeded' if the customer paid it first. */
  cancelIntent(intentId: string): Promise<'canceled' | 'succeeded'>;
}

/** A provider's webhook event whose signature was verified, as the shop needs it. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The intent a payment_intent.succeeded event reports; null for other events. */
  succeededIntentId: string | null;
}

export class PaymentProviderError extends Error {}
