import crypto from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { CategoryTable, Database, NewProduct, NewReview, SpecificationTable } from '../src/db/schema';

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

/** Inserts a category (top-level unless `parent_id`); answers the row as stored. */
export async function createCategory(db: Kysely<Database>, overrides: Partial<Insertable<CategoryTable>> = {}) {
  const slug = `category-${unique()}`;
  return db
    .insertInto('categories')
    .values({ name: slug, slug, parent_id: null, ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Declares a specification of a category (a choice of three unless told otherwise); answers the row as stored. */
export async function createSpecification(db: Kysely<Database>, categoryId: number | string, overrides: Partial<Insertable<SpecificationTable>> = {}) {
  return db
    .insertInto('specifications')
    .values({
      category_id: categoryId,
      key: `spec_${unique()}`,
      name: 'Spec',
      kind: 'choice',
      unit: null,
      choices: JSON.stringify(['A', 'B', 'C']),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets a part's value of a specification: a number, or text (a choice, 'true'/'false'). */
export async function setSpecificationValue(db: Kysely<Database>, productId: number | string, specificationId: number | string, value: number | string) {
  await db
    .insertInto('product_specifications')
    .values({
      product_id: productId,
      specification_id: specificationId,
      number_value: typeof value === 'number' ? value : null,
      text_value: typeof value === 'string' ? value : null,
    })
    .execute();
}
