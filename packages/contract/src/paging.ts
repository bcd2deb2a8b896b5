import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants';

/** A whole number read from a query string or path, with a message that names the parameter. */
export const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
};

/** `limit` and `offset` of a paged list; the answer's X-Total-Count header carries the number of matching rows. */
export const pageQueryShape = (defaultLimit: number) => ({
  limit: wholeNumber('limit', 1, MAX_PAGE_SIZE).default(defaultLimit),
  offset: wholeNumber('offset', 0, 1_000_000_000).default(0),
});

/** A free-text search of a list, trimmed; empty means no search. */
export const searchQuery = (max: number) =>
  z
    .string({ error: 'q must be text' })
    .trim()
    .max(max, { error: `q must be at most ${max} characters` })
    .optional()
    .transform((q) => q || undefined);
