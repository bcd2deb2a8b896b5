import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, NewProduct, NewReview } from '../src/db/schema';

const unique = () => crypto.randomBytes(4).toString('hex');

/** Inserts a product with sensible values; any column can be overridden. Answers the row as stored. */
export async function createProduct(db: Kysely<Database>, overrides: Partial<NewProduct> = {}) {
  return db
    .insertInto('products')
    .values({
      name: `Part ${unique()}`,
      description: 'A well made computer part.',
      image: '/images/parts/chips.svg',
      price_cents: 1250,
      quantity: 100,
      minimum: 1,
      part_number: `T-${unique().toUpperCase()}`,
      seed_key: null,
      deleted_at: null,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createReview(db: Kysely<Database>, overrides: Partial<NewReview> = {}) {
  return db
    .insertInto('reviews')
    .values({
      user_id: null,
      name: `Reviewer ${unique()}`,
      location: 'Dhaka',
      review: 'Great parts, on time.',
      ratings: 5,
      image: '/images/avatars/antor.svg',
      seed_key: null,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
