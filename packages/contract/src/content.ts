import { z } from 'zod';
import { partNumberSchema, specificationValuesInputSchema } from './categories';
import { numberFrom, requiredText } from './fields';
import { messages } from './messages';
import { priceTiersInputSchema } from './pricing';
import { taxCategorySchema } from './tax';

const v = messages.validation;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_FIELD = 'image';

/** The image host's answer, as the spec reads it: { success, data: { url } }. */
export const uploadResultSchema = z.object({ success: z.literal(true), data: z.object({ url: z.string() }) });

/** Images the shop serves itself: uploads, or the pictures that ship with it. Never another site. */
export const siteImageSchema = z
  .string({ error: v.imageRequired })
  .trim()
  .min(1, { error: v.imageRequired })
  .max(300, { error: v.imageRequired })
  .regex(/^\/(uploads\/[a-z0-9]{16,64}(-card)?\.webp|images\/[a-z0-9/-]+\.(svg|webp|png))$/, {
    error: 'Upload the image here; links to other sites are not used.',
  });

const RATINGS_RULE = 'Ratings must be a whole number from 1 to 5';

export const reviewCreateSchema = z.object({
  name: requiredText(v.nameRequired, 100),
  location: requiredText(v.locationRequired, 100),
  review: requiredText(v.descriptionRequired, 2000),
  ratings: numberFrom({ required: v.ratingsRequired, notANumber: RATINGS_RULE }, (number) =>
    number.int({ error: RATINGS_RULE }).min(1, { error: RATINGS_RULE }).max(5, { error: RATINGS_RULE }),
  ),
  image: siteImageSchema,
});
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;

/** An admin hides a review from the shop, or shows it again. */
export const reviewVisibilitySchema = z.strictObject({
  hidden: z.boolean({ error: 'hidden must be true or false' }),
});

const MAX_PRICE = 1_000_000;
export const MAX_STOCK = 100_000_000;
/** The longest lead time a part may have, in days (migration 0023's check). */
export const MAX_LEAD_TIME_DAYS = 365;

const LEAD_TIME_RULE = messages.productEditor.leadTimeInvalid;
/**
 * A part's lead time (issue 35): the days it takes the shop to get more. A part with one may be ordered beyond its
 * stock, the pieces not in stock promised by the day of the order plus this many days. A number, never its text.
 */
export const leadTimeDaysSchema = z
  .number({ error: LEAD_TIME_RULE })
  .int({ error: LEAD_TIME_RULE })
  .min(1, { error: LEAD_TIME_RULE })
  .max(MAX_LEAD_TIME_DAYS, { error: LEAD_TIME_RULE });

const productFields = {
  name: requiredText(v.nameRequired, 120),
  price: numberFrom({ required: 'Price is Required', notANumber: 'Price must be a number, such as 15 or 15.50' }, (number) =>
    number
      // At least a cent: zod's multipleOf(0.01) lets a tiny positive number through, which is 0 cents.
      .min(0.01, { error: 'Price must be more than 0' })
      .max(MAX_PRICE, { error: `Price must be at most ${MAX_PRICE}` })
      .multipleOf(0.01, { error: 'Price can have at most 2 decimals' }),
  ),
  minimum: numberFrom({ required: v.minimumRequired, notANumber: 'Minimum order must be a whole number' }, (number) =>
    number
      .int({ error: 'Minimum order must be a whole number' })
      .min(1, { error: 'Minimum order must be at least 1' })
      .max(MAX_STOCK, { error: `Minimum order must be at most ${MAX_STOCK}` }),
  ),
  description: requiredText(v.descriptionRequired, 2000),
  image: siteImageSchema,
};

/** Beyond the specification's fields (decision 0027): a client written against the specification sends none of them. */
const catalogueFields = {
  /** Absent on create: the shop numbers the part itself (P-<id>). */
  partNumber: partNumberSchema.optional(),
  categoryId: z
    .string({ error: 'categoryId must be a category id' })
    .regex(/^[1-9]\d{0,14}$/, { error: 'categoryId must be a category id' })
    .nullable()
    .optional(),
  /** Values for its category's specifications, checked by the server against their declarations. */
  specifications: specificationValuesInputSchema.optional(),
};

export const productCreateSchema = z
  .object({
    ...productFields,
    ...catalogueFields,
    /** Its price breaks at once, as PUT /api/product/{id}/price-tiers takes them (checked the same way). */
    priceTiers: priceTiersInputSchema.shape.tiers.optional(),
    /** Which of the shop's tax rates it is sold at (issue 35); absent: the standard rate. */
    taxCategory: taxCategorySchema.default('standard'),
    /** Days to get more, so that it may be ordered beyond its stock (issue 35); absent or null: only what is in stock. */
    leadTimeDays: leadTimeDaysSchema.nullable().default(null),
    quantity: numberFrom({ required: v.productQuantityRequired, notANumber: 'Quantity must be a whole number' }, (number) =>
      number
        .int({ error: 'Quantity must be a whole number' })
        .min(1, { error: 'Quantity must be at least 1' })
        .max(MAX_STOCK, { error: `Quantity must be at most ${MAX_STOCK}` }),
    ),
  })
  .refine((product) => product.minimum <= product.quantity, { error: 'Minimum order cannot be more than the quantity', path: ['minimum'] });
export type ProductCreateInput = z.input<typeof productCreateSchema>;

/**
 * Edit a part (admin): any of its fields, and the stock moved by `stockChange` pieces (positive adds, negative
 * removes). Stock is never set to a number: orders take from it at any moment, so a number read a second ago may
 * already be wrong, while a change applies to whatever the stock is when it lands (decision 0012).
 */
export const productUpdateSchema = z
  .strictObject({
    ...z.object(productFields).partial().shape,
    ...catalogueFields,
    taxCategory: taxCategorySchema.optional(),
    /** A lead time in days; null: none, only what is in stock is sold. */
    leadTimeDays: leadTimeDaysSchema.nullable().optional(),
    stockChange: z
      .number({ error: 'Stock change must be a whole number' })
      .int({ error: 'Stock change must be a whole number' })
      .min(-MAX_STOCK, { error: `Stock change must be at least -${MAX_STOCK}` })
      .max(MAX_STOCK, { error: `Stock change must be at most ${MAX_STOCK}` })
      .optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined && value !== 0), { error: 'Change at least one field' });
export type ProductUpdateInput = z.input<typeof productUpdateSchema>;
