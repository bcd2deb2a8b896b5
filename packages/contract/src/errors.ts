import { z } from 'zod';

export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'UNPROCESSABLE',
  'PAYMENT_FAILED',
  'BAD_GATEWAY',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'BUSY',
  /** A cart line's part changed since the customer set it (price, minimum, stock, or no longer sold): nothing was booked. */
  'CART_CHANGED',
  /** Lines of a quick add or BOM upload need attention; the answer lists every line with its problem. */
  'BOM_PROBLEMS',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every error answer of the API has this shape, whatever its status. */
export const apiErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
