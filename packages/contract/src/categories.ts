import { z } from 'zod';
import { queryFlag, requiredText } from './fields';

/**
 * The catalogue's structure (issue 33, decision 0027): a tree of categories, each declaring typed specifications that
 * its parts (and the parts of the categories below it) fill in; part numbers; filters with counts.
 */

export const SPECIFICATION_KINDS = ['number', 'choice', 'boolean', 'text'] as const;
export type SpecificationKind = (typeof SPECIFICATION_KINDS)[number];

/** Bounds that keep one admin's mistake (or a hostile import) from making every category page slow. */
export const MAX_CATEGORY_DEPTH = 4;
export const MAX_CATEGORIES = 1_000;
export const MAX_SPECIFICATIONS_PER_CATEGORY = 30;
export const MAX_CHOICES_PER_SPECIFICATION = 100;
export const MAX_SPECIFICATION_TEXT = 200;
/** `spec` filters one list may carry. */
export const MAX_SPECIFICATION_FILTERS = 30;

/** A part number as shops write them: letters, digits and . _ / + # -, stored in capitals so that a search ignores case. */
export const PART_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9._/+#-]{0,39}$/;
export const partNumberSchema = z
  .string({ error: 'Part number is Required' })
  .trim()
  .min(1, { error: 'Part number is Required' })
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(PART_NUMBER_PATTERN, { error: 'Part number: up to 40 letters, digits and . _ / + # -, starting with a letter or digit' }));

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const categorySlugSchema = z
  .string({ error: 'Address name is Required' })
  .trim()
  .max(60, { error: 'Address name: at most 60 characters' })
  .regex(SLUG_PATTERN, { error: 'Address name: lower-case letters and digits joined by single hyphens, such as cpu-coolers' });

export const SPECIFICATION_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const specificationKeySchema = z
  .string({ error: 'Key is Required' })
  .trim()
  .regex(SPECIFICATION_KEY_PATTERN, { error: 'Key: lower-case letters, digits and _, starting with a letter, at most 40' });

export const specificationSchema = z.object({
  id: z.string(),
  /** The category that declares it: its parts and those of the categories below fill it in. */
  categoryId: z.string(),
  key: z.string(),
  name: z.string(),
  kind: z.enum(SPECIFICATION_KINDS),
  /** For numbers: "W", "mm", "GB"; null otherwise. */
  unit: z.string().nullable(),
  /** For choices: the values a part may take, in the order filters list them; empty otherwise. */
  choices: z.array(z.string()),
  position: z.number().int(),
});
export type Specification = z.infer<typeof specificationSchema>;

export const categorySchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  position: z.number().int(),
  /** Listed parts in this category and the categories below it. */
  partCount: z.number().int(),
  /** Its own specifications; a part fills in those of its category and of every category above. */
  specifications: z.array(specificationSchema),
});
export type Category = z.infer<typeof categorySchema>;
/** Every category, parents before their children, siblings by position then name. */
export const categoryListSchema = z.array(categorySchema);

export const categoryParamsSchema = z.object({ slug: categorySlugSchema });

const categoryFields = {
  name: requiredText('Name is Required', 80),
  slug: categorySlugSchema,
  description: z.string({ error: 'Description must be text' }).trim().max(1000, { error: 'Description: at most 1000 characters' }),
  /** null: a top-level category. */
  parentId: z
    .string({ error: 'parentId must be a category id' })
    .regex(/^[1-9]\d{0,14}$/, { error: 'parentId must be a category id' })
    .nullable(),
  position: z.number({ error: 'Position must be a whole number' }).int({ error: 'Position must be a whole number' }).min(0).max(10_000),
};

export const categoryInputSchema = z.strictObject({
  ...categoryFields,
  description: categoryFields.description.default(''),
  /** Absent: a top-level category. */
  parentId: categoryFields.parentId.default(null),
  position: categoryFields.position.default(0),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;
/** Only the fields sent change (no defaults: a rename must not move the category to the top). */
export const categoryUpdateSchema = z.strictObject(categoryFields).partial();

const choiceSchema = requiredText('A choice cannot be empty', 60);

export const specificationInputSchema = z
  .strictObject({
    key: specificationKeySchema,
    name: requiredText('Name is Required', 60),
    kind: z.enum(SPECIFICATION_KINDS, { error: `Kind must be one of ${SPECIFICATION_KINDS.join(', ')}` }),
    unit: z.string({ error: 'Unit must be text' }).trim().max(12, { error: 'Unit: at most 12 characters' }).nullable().default(null),
    choices: z
      .array(choiceSchema, { error: 'Choices must be a list' })
      .max(MAX_CHOICES_PER_SPECIFICATION, { error: `At most ${MAX_CHOICES_PER_SPECIFICATION} choices` })
      .default([]),
    position: z.number({ error: 'Position must be a whole number' }).int({ error: 'Position must be a whole number' }).min(0).max(10_000).default(0),
  })
  .superRefine((input, context) => {
    if (input.kind === 'choice' && input.choices.length < 2)
      context.addIssue({ code: 'custom', message: 'A choice needs at least 2 choices', path: ['choices'] });
    if (input.kind !== 'choice' && input.choices.length > 0) context.addIssue({ code: 'custom', message: 'Only a choice has choices', path: ['choices'] });
    if (input.kind !== 'number' && input.unit) context.addIssue({ code: 'custom', message: 'Only a number has a unit', path: ['unit'] });
    if (new Set(input.choices.map((choice) => choice.toLowerCase())).size !== input.choices.length) {
      context.addIssue({ code: 'custom', message: 'Each choice must be different', path: ['choices'] });
    }
  });
export type SpecificationInput = z.input<typeof specificationInputSchema>;
/** The key and kind of a specification never change (parts' values and shared links depend on them). */
export const specificationUpdateSchema = z.strictObject({
  name: requiredText('Name is Required', 60).optional(),
  unit: z.string().trim().max(12).nullable().optional(),
  /** Choices can be added or reordered; one in use by a part cannot be removed. */
  choices: z.array(choiceSchema).max(MAX_CHOICES_PER_SPECIFICATION).optional(),
  position: z.number().int().min(0).max(10_000).optional(),
});

/** A part's value of one specification, as a part answers it. */
export const specificationValueSchema = z.union([z.number(), z.string(), z.boolean()]);
export const partSpecificationSchema = z.object({
  key: z.string(),
  name: z.string(),
  kind: z.enum(SPECIFICATION_KINDS),
  unit: z.string().nullable(),
  value: specificationValueSchema,
});
export type PartSpecification = z.infer<typeof partSpecificationSchema>;

/**
 * What an admin sends for a part's specifications: key to value (a number, a choice's text, true or false, text).
 * The server checks each against its category's declarations; null removes a value.
 */
export const specificationValuesInputSchema = z.record(
  specificationKeySchema,
  z.union([z.number().finite(), z.string().trim().max(MAX_SPECIFICATION_TEXT), z.boolean(), z.null()]),
  { error: 'Specifications must be an object of key to value' },
);

/**
 * Filters of a catalogue list, all from the query string so that a filtered list is an address:
 * - `category`: a category's slug; the list holds its parts and those of the categories below;
 * - `inStock=true`: only parts with at least their minimum order in stock;
 * - `minPrice`, `maxPrice`: dollars per piece (the part's price, before breaks);
 * - `spec` (repeated): `key:value` for a choice or yes/no (`true`/`false`), several values of one key match any of them;
 *   `key:min..max` for a number (either end may be left out). Specification filters need a category.
 */
const dollars = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of dollars` })
    .min(0, { error: `${name} must be 0 or more` })
    .max(1_000_000, { error: `${name} must be at most 1000000` })
    .optional();

const specFilterSchema = z
  .string({ error: 'spec must be key:value' })
  .max(120, { error: 'spec must be at most 120 characters' })
  .regex(/^[a-z][a-z0-9_]{0,39}:./, { error: 'spec must be key:value, such as socket:AM5 or tdp:65..125' })
  .transform((text) => {
    const at = text.indexOf(':');
    return { key: text.slice(0, at), value: text.slice(at + 1) };
  });
export type SpecFilterInput = z.output<typeof specFilterSchema>;

export const catalogueFilterShape = {
  category: categorySlugSchema.optional(),
  inStock: queryFlag('inStock'),
  minPrice: dollars('minPrice'),
  maxPrice: dollars('maxPrice'),
  spec: z
    .union([specFilterSchema, z.array(specFilterSchema)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .pipe(
      z.array(z.object({ key: z.string(), value: z.string() })).max(MAX_SPECIFICATION_FILTERS, { error: `At most ${MAX_SPECIFICATION_FILTERS} spec filters` }),
    ),
};

/** A choice of a filter and how many parts the list would hold with it (and every other filter) applied. */
const facetOptionSchema = z.object({ value: z.string(), count: z.number().int(), selected: z.boolean() });

export const specificationFacetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('choice'), key: z.string(), name: z.string(), options: z.array(facetOptionSchema) }),
  /** Options `true` and `false`. */
  z.object({ kind: z.literal('boolean'), key: z.string(), name: z.string(), options: z.array(facetOptionSchema) }),
  z.object({
    kind: z.literal('number'),
    key: z.string(),
    name: z.string(),
    unit: z.string().nullable(),
    /** The lowest and highest value among the parts the other filters leave; null when none has a value. */
    min: z.number().nullable(),
    max: z.number().nullable(),
    selectedMin: z.number().nullable(),
    selectedMax: z.number().nullable(),
  }),
]);
export type SpecificationFacet = z.infer<typeof specificationFacetSchema>;

const categoryRefSchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });

/**
 * The counts beside a filtered list (GET /api/product/facets, same query as GET /api/product). Each count applies
 * every filter but its own facet's (a choice's count is what the list would hold if it were chosen too: several choices
 * of one specification match any of them, filters of different ones must all match).
 */
export const catalogueFacetsSchema = z.object({
  /** Parts that match every filter: the list's X-Total-Count. */
  total: z.number().int(),
  /**
   * A search across the whole catalogue counts at most a bounded number of its matches (as the list does,
   * SEARCH_COUNT_CAP past the page): then every count here is a lower bound.
   */
  capped: z.boolean(),
  /** The category listed, and the path to it from the top (breadcrumbs); null and [] for the whole catalogue. */
  category: categoryRefSchema.nullable(),
  path: z.array(categoryRefSchema),
  /** The categories just below (or the top-level ones), each with the parts it holds that match every filter. */
  subcategories: z.array(categoryRefSchema.extend({ count: z.number().int() })),
  /** Of the parts the other filters leave, how many are in stock. */
  inStock: z.number().int(),
  /** The lowest and highest price among the parts the other filters leave (null when none). */
  price: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  specifications: z.array(specificationFacetSchema),
});
export type CatalogueFacets = z.infer<typeof catalogueFacetsSchema>;

export const DATASHEET_FIELD = 'datasheet';
export const MAX_DATASHEET_BYTES = 10 * 1024 * 1024;
export const MAX_DATASHEETS_PER_PART = 10;

/** A PDF document attached to a part, served as a download. */
export const datasheetSchema = z.object({
  id: z.string(),
  title: z.string(),
  fileName: z.string(),
  bytes: z.number().int(),
  /** Where to download it: /api/datasheets/{id}/{fileName}. */
  url: z.string(),
});
export type Datasheet = z.infer<typeof datasheetSchema>;

/** What the server answers when a catalogue structure request cannot be done (server core, issue 33). */
export const catalogueErrors = {
  categoryNotFound: 'Category not found',
  specificationNotFound: 'Specification not found',
  unknownCategory: (slug: string) => `No category has the address name "${slug}".`,
  slugTaken: (slug: string) => `Another category already has the address name "${slug}".`,
  tooManyCategories: `The shop can have at most ${MAX_CATEGORIES} categories.`,
  tooDeep: `Categories can be at most ${MAX_CATEGORY_DEPTH} levels deep.`,
  ownDescendant: 'A category cannot be moved into itself or into a category below it.',
  categoryHasParts: (count: number) => `This category still holds ${count} ${count === 1 ? 'part' : 'parts'}. Move or delete them first.`,
  categoryHasChildren: 'This category still has categories below it. Move or delete them first.',
  tooManySpecifications: `A category can declare at most ${MAX_SPECIFICATIONS_PER_CATEGORY} specifications.`,
  keyTaken: (key: string) => `The key "${key}" is already declared by this category, one above it or one below it.`,
  choiceInUse: (choice: string) => `The choice "${choice}" is in use by parts, so it cannot be removed. Change those parts first.`,
  partNumberTaken: (partNumber: string) => `Another part already has the part number ${partNumber}.`,
  unknownSpecificationKey: (key: string) => `The part's category has no specification "${key}".`,
  notANumber: (name: string) => `${name} must be a number.`,
  notAChoice: (name: string, choices: string[]) => `${name} must be one of ${choices.join(', ')}.`,
  notYesNo: (name: string) => `${name} must be yes or no (true or false).`,
  notText: (name: string) => `${name} must be text of at most ${MAX_SPECIFICATION_TEXT} characters.`,
  specFilterNeedsCategory: 'spec filters need a category: choose one with category=<address name>.',
  unknownSpecFilter: (key: string) => `This category has no specification "${key}" to filter by.`,
  textSpecFilter: (key: string) => `"${key}" is free text and cannot be filtered by.`,
  badRange: (key: string) => `spec=${key}:min..max needs numbers, such as ${key}:65..125, ${key}:65.. or ${key}:..125.`,
  rangeOnChoice: (key: string) => `"${key}" is not a number: filter it by a value, such as ${key}:<value>, not by a range.`,
  badYesNo: (key: string) => `spec=${key}: needs true or false.`,
  priceRange: 'minPrice must not be above maxPrice.',
} as const;
