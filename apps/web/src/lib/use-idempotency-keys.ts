import { useRef } from 'react';
import { ApiError } from './api-client';
import { createIdempotencyKey } from './idempotency-key';

/**
 * One Idempotency-Key per attempt. Sending the same request again after an attempt whose outcome is unknown (no
 * answer, or a server error) reuses its key, so the server cannot act twice; once the server has answered, or the
 * request is another, the next attempt gets a new key.
 */
export function useIdempotencyKeys() {
  const unsettled = useRef<{ key: string; request: string } | null>(null);
  return {
    keyFor(request: unknown): string {
      const fingerprint = JSON.stringify(request);
      if (unsettled.current?.request !== fingerprint) unsettled.current = { key: createIdempotencyKey(), request: fingerprint };
      return unsettled.current.key;
    },
    settled(error?: unknown) {
      const outcomeUnknown = error instanceof ApiError && (error.status === 0 || error.status >= 500);
      if (!outcomeUnknown) unsettled.current = null;
    },
  };
}
