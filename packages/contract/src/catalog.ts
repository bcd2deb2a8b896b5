import { z } from 'zod';
import { MAX_SEARCH_LENGTH, PRODUCT_PAGE_SIZE, PRODUCT_SORTS, REVIEW_PAGE_SIZE } from './constants';
import { pageQueryShape } from './paging';

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
});
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = z.object({
  ...pageQueryShape(PRODUCT_PAGE_SIZE),
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .max(MAX_SEARCH_LENGTH, { error: `q must be at most ${MAX_SEARCH_LENGTH} characters` })
    .optional(),
  sort: z.enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}` }).default('newest'),
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
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z.object(pageQueryShape(REVIEW_PAGE_SIZE));
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const reviewListSchema = z.array(reviewSchema);
