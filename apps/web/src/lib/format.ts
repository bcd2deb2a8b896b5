import { formatCount } from '@partsmith/contract/web-messages';

export { formatCount, formatPrice } from '@partsmith/contract/web-messages';

/** Made on first use, not when a page loads this module: a page's first Intl formatter is a long task on a phone. */
function onFirstUse<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

const dateAndTime = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }));
// A calendar date (YYYY-MM-DD) is midnight UTC to Date: shown in UTC, it is the same day everywhere.
const calendarDate = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }));

/** "1 piece", "1,950 pieces". */
export function formatPieces(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'piece' : 'pieces'}`;
}

/** "Nov 28, 2026, 7:30 PM", in the customer's own time zone. */
export function formatDateTime(iso: string): string {
  return dateAndTime().format(new Date(iso));
}

/** "May 24, 2022" for "2022-05-24", whatever the customer's time zone. */
export function formatDate(isoDate: string): string {
  return calendarDate().format(new Date(isoDate));
}
