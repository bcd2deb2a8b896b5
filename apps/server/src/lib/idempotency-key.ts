import { IDEMPOTENCY_KEY_HEADER, messages } from '@partsmith/contract';
import { z } from 'zod';

/** The Idempotency-Key header of a request that places an order: a retried request with the same key places one. */
export const idempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, { error: messages.orders.idempotencyKeyInvalid })
    .optional(),
});
