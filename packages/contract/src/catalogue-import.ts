import { z } from 'zod';
import { MAX_LEAD_TIME_DAYS, MAX_STOCK } from './content';
import { apiErrorSchema } from './errors';
import { numberFrom, queryFlag } from './fields';
import { messages } from './messages';

/**
 * The catalogue as a CSV file (issue 33): GET /api/catalogue/export.csv writes it, POST /api/catalogue/import reads it
 * (a dry run first). One row per part after a header row; the part number is the key.
 */
export const CATALOGUE_CSV_COLUMNS = [
  'part_number',
  'name',
  'description',
  'category',
  'price',
  'stock',
  'minimum',
  'image',
  'price_breaks',
  'tax_category',
  'lead_time_days',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];
/** `spec:socket` holds a part's value of the specification with the key `socket`. */
export const SPECIFICATION_COLUMN_PREFIX = 'spec:';

export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;
/** A file with more problems answers the first ones and how many there are in all. */
export const MAX_IMPORT_PROBLEMS = 500;

/** What each column holds: the import page shows it, the API document describes the route with it. */
export const CATALOGUE_CSV_FORMAT: { column: string; holds: string }[] = [
  {
    column: 'part_number',
    holds: 'Required: the key. A part with this number is updated, else a new part is added. Up to 40 letters, digits and . _ / + # -.',
  },
  { column: 'name', holds: 'The name; required for a new part.' },
  { column: 'description', holds: 'The description; required for a new part.' },
  { column: 'category', holds: "The category's address name, such as cpu-coolers; empty for a new part: no category." },
  { column: 'price', holds: 'Dollars per piece, such as 12.50; required for a new part.' },
  {
    column: 'stock',
    holds:
      'Pieces in stock; required for a new part. For a part that exists, the stock is moved by the difference to this number in one step, so pieces ordered while the import runs stay ordered.',
  },
  { column: 'minimum', holds: 'The minimum order in pieces; required for a new part, and not above its stock.' },
  { column: 'image', holds: 'The address of an image the shop serves, such as /images/parts/cooler.svg or /uploads/….webp; required for a new part.' },
  { column: 'price_breaks', holds: 'Lower prices for larger orders as pieces:price separated by semicolons, such as 100:25.00;500:22.50.' },
  {
    column: 'tax_category',
    holds: "Which of the shop's tax rates the part is sold at: standard, reduced or zero. Empty for a new part: standard; for a part that exists: as it is.",
  },
  {
    column: 'lead_time_days',
    holds:
      'Days the shop takes to get more, from 1 to 365: customers may then order beyond the stock, the rest promised within this many days. none: only what is in stock is sold (for a part that exists, its lead time is removed). Empty for a new part: none; for a part that exists: as it is.',
  },
  {
    column: 'spec:<key>',
    holds:
      'One column per specification, such as spec:socket: a number, one of the choices, true or false, or text. Empty: the part has no value (for a part that exists, its value is removed).',
  },
];

const STOCK_RULE = messages.catalogueImport.stockInvalid;
/** The stock column: the number of pieces the part is to have (a part that exists may be sold out: 0 is a stock). */
export const importStockSchema = numberFrom({ required: STOCK_RULE, notANumber: STOCK_RULE }, (number) =>
  number.int({ error: STOCK_RULE }).min(0, { error: STOCK_RULE }).max(MAX_STOCK, { error: STOCK_RULE }),
);

/** The lead_time_days cell that removes a part's lead time (an empty cell leaves it), as the export writes a part without one. */
export const NO_LEAD_TIME = 'none';
const LEAD_TIME_RULE = messages.catalogueImport.leadTimeInvalid;
/** The lead_time_days column's days, other than none (as Add a Product takes them, written as text). */
export const importLeadTimeSchema = numberFrom({ required: LEAD_TIME_RULE, notANumber: LEAD_TIME_RULE }, (number) =>
  number.int({ error: LEAD_TIME_RULE }).min(1, { error: LEAD_TIME_RULE }).max(MAX_LEAD_TIME_DAYS, { error: LEAD_TIME_RULE }),
);

export const catalogueImportQuerySchema = z.object({
  /** true (the default): check the file and write nothing. */
  dryRun: queryFlag('dryRun', true),
});

export const importProblemSchema = z.object({
  /** The row of the file as a spreadsheet numbers it: the header is row 1, the first part row 2. */
  row: z.number().int(),
  /** The column's name in the header; null for the row as a whole. */
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const catalogueImportReportSchema = z.object({
  /** Part rows read (the header not counted). */
  rows: z.number().int(),
  creates: z.number().int(),
  updates: z.number().int(),
  /** Rows of parts that exist and that the file would not change. */
  unchanged: z.number().int(),
  /** The first MAX_IMPORT_PROBLEMS problems, by row. */
  problems: z.array(importProblemSchema),
  problemCount: z.number().int(),
});
export type CatalogueImportReport = z.infer<typeof catalogueImportReportSchema>;

/** The 422 of an import whose file has problems: nothing was written; the report says why. */
export const catalogueImportRefusalSchema = apiErrorSchema.extend(catalogueImportReportSchema.shape);
export type CatalogueImportRefusal = z.infer<typeof catalogueImportRefusalSchema>;
