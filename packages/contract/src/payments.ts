import { z } from 'zod';
import { idParamsSchema } from './catalog';

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The spec's client sends only `price`; the order names what is paid for. A price, when sent, must match the order. */
export const createPaymentIntentSchema = z.object({
  orderId: idParamsSchema.shape.id,
  price: z.number().optional(),
});
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentSchema>;

export const paymentIntentSchema = z.object({
  clientSecret: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe's publishable key when the provider is Stripe, for Stripe Elements in the browser. */
  publishableKey: z.string().nullable(),
  /** The amount in dollars, from the order in the database. */
  amount: z.number(),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

/** PATCH /api/orders/{id}: the payment to check with the provider. `parts` is the spec's order id, not trusted. */
export const orderPaymentSchema = z.object({
  transactionId: z.string().trim().min(1, { error: 'transactionId is required' }).max(255),
  parts: z.unknown().optional(),
});
export type OrderPaymentInput = z.input<typeof orderPaymentSchema>;

/** The built-in test provider's card form (Stripe's public test card numbers; no real card is ever accepted). */
export const testCardPaymentSchema = z.object({
  clientSecret: z.string().min(1).max(255),
  cardNumber: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: 'Your card number is incomplete.' })),
  expMonth: z.number().int().min(1, { error: "Your card's expiration date is incomplete." }).max(12, { error: "Your card's expiration month is invalid." }),
  expYear: z.number().int().min(2000, { error: "Your card's expiration year is invalid." }).max(2100, { error: "Your card's expiration year is invalid." }),
  cvc: z.string().regex(/^\d{3,4}$/, { error: "Your card's security code is incomplete." }),
});
export type TestCardPayment = z.input<typeof testCardPaymentSchema>;

export const testCardResultSchema = z.object({ status: z.literal('succeeded'), transactionId: z.string() });
export type TestCardResult = z.infer<typeof testCardResultSchema>;
