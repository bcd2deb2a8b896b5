import { z } from 'zod';
import { catalogueFilterShape, categorySchema, datasheetSchema, partSpecificationSchema } from './categories';
import { MAX_SEARCH_LENGTH, PRODUCT_PAGE_SIZE, PRODUCT_SORTS, REVIEW_PAGE_SIZE } from './constants';
import { pageQueryShape } from './paging';
import { priceTierSchema } from './pricing';
import { taxCategorySchema } from './tax';

export const idParamsSchema = z.object({
  id: z.string().regex(/^[1-9]\d{0,14}$/, { error: 'id must be a positive whole number' }),
});

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  description: z.string(),
  /** Price per piece in dollars. */
  price: z.number(),
  /** Pieces in stock: the most a customer may order. */
  quantity: z.number().int(),
  /** Minimum order in pieces. */
  minimum: z.number().int(),
  /** Pieces available to order now (the purchase page's "available quantity"). */
  available: z.number().int(),
  /** Quantity price breaks, by `minQuantity`; empty when every order pays `price`. */
  priceTiers: z.array(priceTierSchema),
  /** Unique among listed parts, in capitals. */
  partNumber: z.string(),
  /** Null for a part not yet put in a category. */
  categoryId: z.string().nullable(),
  /** Its values, in the order its category and those above it declare them. */
  specifications: z.array(partSpecificationSchema),
  /** Which of the shop's tax rates its price is taxed at (issue 35). */
  taxCategory: taxCategorySchema,
  /**
   * Days the shop takes to get more of it (issue 35): it may be ordered beyond its stock, the rest promised by the day
   * of the order plus this many days. Null: only what is in stock is sold.
   */
  leadTimeDays: z.number().int().nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** One part on its own page: also the categories from the top down to its own (breadcrumbs) and its datasheets. */
export const productDetailSchema = productSchema.extend({
  categoryPath: z.array(categorySchema.pick({ id: true, slug: true, name: true })),
  datasheets: z.array(datasheetSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productListQuerySchema = z.object({
  ...pageQueryShape(PRODUCT_PAGE_SIZE),
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .max(MAX_SEARCH_LENGTH, { error: `q must be at most ${MAX_SEARCH_LENGTH} characters` })
    .optional(),
  sort: z.enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}` }).default('newest'),
  ...catalogueFilterShape,
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListSchema = z.array(productSchema);

export const reviewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  location: z.string(),
  review: z.string(),
  ratings: z.number().int(),
  image: z.string(),
  /** The author had a paid order when writing it: a "verified buyer" (false for reviews from before that rule, and the demo's). */
  verified: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z.object(pageQueryShape(REVIEW_PAGE_SIZE));
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const reviewListSchema = z.array(reviewSchema);

/** A review as admins manage it (and as its author sees it): also when hidden, with the author's account. */
export const reviewRecordSchema = reviewSchema.extend({
  /** Hidden by an admin: it shows nowhere on the shop. */
  hidden: z.boolean(),
  /** The author's account; null for the demo's reviews and for deleted accounts. */
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type ReviewRecord = z.infer<typeof reviewRecordSchema>;
export const reviewRecordListSchema = z.array(reviewRecordSchema);

/** Whether the signed-in account may add its review: only customers with a paid order, once (decision 0013). */
export const REVIEW_ELIGIBILITIES = ['can-review', 'needs-paid-order', 'already-reviewed', 'admin'] as const;

export const myReviewSchema = z.object({
  eligibility: z.enum(REVIEW_ELIGIBILITIES),
  /** The account's review, also when an admin has hidden it. */
  review: reviewRecordSchema.nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;
