/**
 * A random Idempotency-Key: 32 hex digits. getRandomValues rather than randomUUID, which browsers only offer on
 * https pages and localhost.
 */
export function createIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
