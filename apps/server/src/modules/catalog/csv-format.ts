import { Readable } from 'node:stream';
import {
  CATALOGUE_CSV_COLUMNS,
  type ImportProblem,
  MAX_IMPORT_ROWS,
  NO_LEAD_TIME,
  type PartSpecification,
  type PriceTier,
  SPECIFICATION_COLUMN_PREFIX,
  type TaxCategory,
  messages,
} from '@partsmith/contract';
import { CsvError, parse } from 'csv-parse';
import type { Options as StringifyOptions } from 'csv-stringify';
import { PayloadTooLargeError } from '../../lib/errors';
import { guardFormula, unguardFormula } from '../../lib/csv-formula';
import type { CategoryTree } from './category-tree';

const m = messages.catalogueImport;

/** A row of parts as the file has it: the row's number (the header is row 1) and its cells by column name. */
export interface CsvRow {
  row: number;
  cells: Map<string, string>;
}

export interface CsvHeader {
  /** The header's columns, normalised (trimmed, in lower case), in the file's order; null where a column is refused. */
  columns: (string | null)[];
  /** The keys of its `spec:<key>` columns. */
  specificationKeys: string[];
}

export const HEADER_ROW = 1;

/** Every specification key some category declares, in alphabetical order: the `spec:<key>` columns a file may have. */
export const declaredKeys = (tree: CategoryTree) =>
  [
    ...new Set(
      tree
        .all()
        .flatMap((category) => tree.ownSpecificationsOf(category.id))
        .map((specification) => specification.key),
    ),
  ].sort();

/** A big file is read in pieces, so that the event loop serves other requests between them. */
const PIECE_LENGTH = 64 * 1024;

/** Bytes, not text: a piece may end inside a character, which the parser puts together again. */
function* piecesOf(content: Buffer) {
  for (let start = 0; start < content.length; start += PIECE_LENGTH) yield content.subarray(start, start + PIECE_LENGTH);
}

/**
 * Reads the header's column names: the known columns and `spec:<key>` for a key some category declares. Every other
 * name, and a name given twice, is a problem of row 1.
 */
export function readHeader(names: string[], declaredKeys: ReadonlySet<string>, problems: ImportProblem[]): CsvHeader {
  const seen = new Set<string>();
  const specificationKeys: string[] = [];
  const columns = names.map((written) => {
    const name = written.trim().toLowerCase();
    const problem = (message: string) => {
      problems.push({ row: HEADER_ROW, column: written, message });
      return null;
    };
    if (seen.has(name)) return problem(m.duplicateColumn(written));
    seen.add(name);
    if ((CATALOGUE_CSV_COLUMNS as readonly string[]).includes(name)) return name;
    if (!name.startsWith(SPECIFICATION_COLUMN_PREFIX)) return problem(m.unknownColumn(written));
    const key = name.slice(SPECIFICATION_COLUMN_PREFIX.length);
    if (!declaredKeys.has(key)) return problem(m.unknownSpecification(key));
    specificationKeys.push(key);
    return name;
  });
  if (!seen.has('part_number')) problems.push({ row: HEADER_ROW, column: null, message: m.partNumberColumnMissing });
  return { columns, specificationKeys };
}

/**
 * Reads a CSV file (RFC 4180; UTF-8, with or without a byte-order mark): its header's names, then its rows of parts,
 * each cell with the export's formula guard taken away. Blank rows are skipped (they keep their numbers); a row with
 * another number of cells than the header is a problem. Text that is no CSV is a problem of the row where it starts,
 * and then no row is answered. More than MAX_IMPORT_ROWS rows of parts are refused as a whole.
 */
export async function readCatalogueCsv(
  content: Buffer,
  readNames: (names: string[]) => CsvHeader,
  problems: ImportProblem[],
): Promise<{ header: CsvHeader | null; rows: CsvRow[] }> {
  const parser = Readable.from(piecesOf(content)).pipe(parse({ bom: true, record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true, info: true }));
  let header: CsvHeader | null = null;
  const rows: CsvRow[] = [];
  let row = 0;
  try {
    for await (const { record } of parser as AsyncIterable<{ record: string[] }>) {
      row += 1;
      if (record.every((cell) => cell.trim() === '')) continue;
      if (!header) {
        header = readNames(record);
        continue;
      }
      if (rows.length === MAX_IMPORT_ROWS) throw new PayloadTooLargeError(m.tooManyRows(MAX_IMPORT_ROWS));
      if (record.length !== header.columns.length) {
        problems.push({ row, column: null, message: m.cellCount(record.length, header.columns.length) });
        continue;
      }
      const cells = new Map<string, string>();
      header.columns.forEach((column, index) => {
        if (column) cells.set(column, unguardFormula(record[index] as string));
      });
      rows.push({ row, cells });
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // What follows a broken quote is guesswork, and so is what the rows before it were cut into: none is checked.
    problems.push({ row: Number(error.records) + 1, column: null, message: m.unreadable });
    return { header, rows: [] };
  }
  if (!header) problems.push({ row: HEADER_ROW, column: null, message: m.noHeader });
  return { header, rows };
}

const PRICE_BREAK = /^\s*(\d+)\s*:\s*(\d+(?:\.\d+)?)\s*$/;

/** "100:25.00;500:22.50" as price breaks (their rules are checked elsewhere); null when it is written otherwise. */
export function parsePriceBreaks(cell: string): PriceTier[] | null {
  const tiers: PriceTier[] = [];
  for (const written of cell.split(';')) {
    if (written.trim() === '') continue;
    const match = PRICE_BREAK.exec(written);
    if (!match) return null;
    tiers.push({ minQuantity: Number(match[1]), price: Number(match[2]) });
  }
  return tiers;
}

export const formatPriceBreaks = (tiers: PriceTier[]) => tiers.map((tier) => `${tier.minQuantity}:${tier.price.toFixed(2)}`).join(';');

/** A part as the export writes it. */
export interface ExportedPart {
  partNumber: string;
  name: string;
  description: string;
  categorySlug: string | null;
  price: number;
  stock: number;
  minimum: number;
  image: string;
  priceTiers: PriceTier[];
  specifications: PartSpecification[];
  taxCategory: TaxCategory;
  leadTimeDays: number | null;
}

export const exportColumns = (specificationKeys: string[]) => [
  ...CATALOGUE_CSV_COLUMNS,
  ...specificationKeys.map((key) => `${SPECIFICATION_COLUMN_PREFIX}${key}`),
];

/** A record of the export: text as text (guarded and quoted by the writer), numbers as numbers, no value as an empty cell. */
export function exportRecord(part: ExportedPart, specificationKeys: string[]): (string | number | null)[] {
  const values = new Map(part.specifications.map((specification) => [specification.key, specification.value]));
  return [
    part.partNumber,
    part.name,
    part.description,
    part.categorySlug,
    part.price,
    part.stock,
    part.minimum,
    part.image,
    part.priceTiers.length > 0 ? formatPriceBreaks(part.priceTiers) : null,
    part.taxCategory,
    // none, not an empty cell: an empty cell leaves a part's lead time as it is, so the file says what it holds.
    part.leadTimeDays ?? NO_LEAD_TIME,
    ...specificationKeys.map((key) => {
      const value = values.get(key);
      return value === undefined ? null : typeof value === 'boolean' ? String(value) : value;
    }),
  ];
}

/**
 * How the export is written: UTF-8 with a byte-order mark (spreadsheets then read it as UTF-8), CRLF, every text
 * quoted and guarded against formulas, prices with two decimals, other numbers as they are.
 */
export const exportOptions = (specificationKeys: string[]): StringifyOptions => ({
  bom: true,
  record_delimiter: 'windows',
  quoted_string: true,
  header: true,
  columns: exportColumns(specificationKeys),
  cast: {
    string: (value) => guardFormula(value),
    number: (value, context) => (context.index === CATALOGUE_CSV_COLUMNS.indexOf('price') ? value.toFixed(2) : String(value)),
  },
});
