import type { ErrorCode } from '@partsmith/contract';

/** An error whose message is written for the user; the error handler answers it as { code, message }. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** An AppError class with a fixed status and code: `new NotFoundError(message)`. */
function errorClass(statusCode: number, code: ErrorCode) {
  return class extends AppError {
    constructor(message: string) {
      super(statusCode, code, message);
    }
  };
}

export class NotFoundError extends errorClass(404, 'NOT_FOUND') {}
export class BadRequestError extends errorClass(400, 'BAD_REQUEST') {}
export class ConflictError extends errorClass(409, 'CONFLICT') {}
export class ForbiddenError extends errorClass(403, 'FORBIDDEN') {}
export class UnauthorizedError extends errorClass(401, 'UNAUTHORIZED') {}
export class PaymentFailedError extends errorClass(402, 'PAYMENT_FAILED') {}
export class PayloadTooLargeError extends errorClass(413, 'PAYLOAD_TOO_LARGE') {}
export class UnsupportedMediaTypeError extends errorClass(415, 'UNSUPPORTED_MEDIA_TYPE') {}
export class UnprocessableError extends errorClass(422, 'UNPROCESSABLE') {}
/** A cart line changed since the customer set it: nothing was booked, and the cart shows what changed. */
export class CartChangedError extends errorClass(409, 'CART_CHANGED') {}

/** A limit on what one account (or client) may do in a time window; the answer says when to try again. */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

/** The server is at its limit for this kind of work right now (not the client's fault); the answer says when to retry. */
export class BusyError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, 'BUSY', message);
  }
}
/** The payment provider (or another service the shop relies on) failed or answered nonsense. */
export class ProviderUnavailableError extends errorClass(502, 'BAD_GATEWAY') {}
