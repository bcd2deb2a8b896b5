import {
  type BomLine,
  type BomPreviewResult,
  MAX_BOM_LINES,
  MAX_ORDER_QUANTITY,
  PART_NUMBER_PATTERN,
  checkoutMessages,
  messages,
  unitPriceCentsFor,
} from '@partsmith/contract';
import { CsvError, parse } from 'csv-parse/sync';
import { BadRequestError, PayloadTooLargeError } from '../../lib/errors';
import { centsToDollars } from '../../lib/money';
import type { NearPart, PartForCart } from '../catalog';

const m = checkoutMessages.bom;

/** A line of a quick add or BOM as written: its number in the text (from 1) and its two cells, or that it has not two. */
export interface WrittenLine {
  row: number;
  partNumber: string;
  quantity: string;
  malformed: boolean;
}

/** Header names of the two columns, as `headerName` reads them (in lower case, without spaces, quotes and . _ # -: "Part No." is "partno"). */
const PART_NUMBER_HEADERS = new Set(['partnumber', 'part', 'pn', 'mpn', 'partno', 'manufacturerpartnumber']);
const QUANTITY_HEADERS = new Set(['quantity', 'qty']);
const headerName = (cell: string) => cell.toLowerCase().replace(/[\s._#"'-]/g, '');

const DELIMITERS = ['\t', ';', ','] as const;
type Delimiter = (typeof DELIMITERS)[number];

const isReadLine = (line: string) => line.trim() !== '' && !line.startsWith('#');
const isWholeNumber = (cell: string) => /^\d+$/.test(cell.trim());

/** How the lines are read: which delimiters split them, and which cells hold the part number and the quantity. */
interface Columns {
  /** A header row names the columns (it is the first line read, and no line of parts). */
  header: boolean;
  partNumber: number;
  quantity: number;
  delimiters: readonly Delimiter[];
  /** Lines are typed: a part number and a quantity, split by any delimiter or by spaces, and nothing more. */
  typed: boolean;
}

/**
 * How to read the lines, from the first: a CSV file's header row names a part number and a quantity column (in any
 * order, among others; split by a tab, else a semicolon, else a comma), and its rows are split as it is; typed lines
 * are a part number then a quantity, each line split by whichever delimiter it has, or by spaces. A first line with a
 * number in it is a line of parts, even when a part is numbered like a column.
 */
function columnsOf(firstLine: string): Columns {
  const delimiter = DELIMITERS.find((candidate) => firstLine.includes(candidate));
  const cells = delimiter ? firstLine.split(delimiter) : firstLine.trim().split(/\s+/);
  const names = cells.map(headerName);
  const partNumber = names.findIndex((name) => PART_NUMBER_HEADERS.has(name));
  const quantity = names.findIndex((name) => QUANTITY_HEADERS.has(name));
  const typed: Columns = { header: false, partNumber: 0, quantity: 1, delimiters: DELIMITERS, typed: true };
  if (cells.some(isWholeNumber) || (partNumber === -1 && quantity === -1)) return typed;
  if (partNumber === -1 || quantity === -1) throw new BadRequestError(m.headerColumns);
  // Names split by spaces may be several words ("Part number Qty"): only their order counts.
  if (!delimiter) return partNumber < quantity ? { ...typed, header: true } : { ...typed, header: true, partNumber: 1, quantity: 0 };
  return { header: true, partNumber, quantity, delimiters: [delimiter], typed: false };
}

/**
 * The text's first `count` records, each with the number of its (last) line; blank lines and lines starting with # are
 * skipped. The reading stops there: a text of many more lines costs no more.
 */
function recordsOf(text: string, delimiters: readonly Delimiter[], count: number): { line: number; cells: string[] }[] {
  try {
    const records = parse(text, {
      delimiter: [...delimiters],
      to: count,
      // A part number may hold a '#': only a line that starts with one is a comment.
      comment: '#',
      comment_no_infix: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') throw new BadRequestError(m.quoteNotClosed(lineOpeningQuote(text)));
    if (error instanceof CsvError) throw new BadRequestError(m.nothingToRead);
    throw error;
  }
}

/** The first line with an odd number of double quotes: where the quote that never closes was opened. */
const lineOpeningQuote = (text: string) => text.split(/\r\n|\n|\r/).findIndex((line) => (line.match(/"/g)?.length ?? 0) % 2 === 1) + 1;

/**
 * Reads the lines of a quick add or a BOM: "PART, qty", "PART;qty", "PART<tab>qty" or "PART qty" lines, or a CSV file
 * with a header row (columnsOf). Text that has no line to read, or more lines than MAX_BOM_LINES, is refused as a
 * whole; a line without its two cells is answered as malformed.
 */
export function readBom(written: string): WrittenLine[] {
  const text = written.replace(/^\uFEFF/, '');
  const readLines = text.split(/\r\n|\n|\r/).filter(isReadLine);
  if (readLines.length === 0) throw new BadRequestError(m.nothingToRead);
  const columns = columnsOf(readLines[0]!);
  const headerRows = columns.header ? 1 : 0;
  const rows = recordsOf(text, columns.delimiters, headerRows + MAX_BOM_LINES + 1).slice(headerRows);
  if (rows.length > MAX_BOM_LINES) throw new PayloadTooLargeError(m.tooManyLines(MAX_BOM_LINES, readLines.length - headerRows));
  const lines = rows.map(({ line, cells: read }): WrittenLine => {
    const cells = columns.typed && read.length === 1 ? read[0]!.split(/\s+/) : read;
    const partNumber = cells[columns.partNumber]?.trim() ?? '';
    const quantity = cells[columns.quantity]?.trim() ?? '';
    const extraCells = columns.typed && cells.slice(2).some((cell) => cell.trim() !== '');
    return { row: line, partNumber, quantity, malformed: partNumber === '' || quantity === '' || extraCells };
  });
  if (lines.every((line) => line.malformed)) throw new BadRequestError(m.nothingToRead);
  return lines;
}

/** The part number of a written line as part numbers are stored (in capitals), or undefined when no part can have it. */
export function partNumberOf(line: WrittenLine): string | undefined {
  const partNumber = line.partNumber.toUpperCase();
  return !line.malformed && PART_NUMBER_PATTERN.test(partNumber) ? partNumber : undefined;
}

/** The quantity of a written line: a whole number from 1 to MAX_ORDER_QUANTITY, else undefined. */
function quantityOf(written: string): number | undefined {
  if (!/^\d{1,9}$/.test(written)) return undefined;
  const quantity = Number(written);
  return quantity >= 1 && quantity <= MAX_ORDER_QUANTITY ? quantity : undefined;
}

/** Levenshtein's distance between two part numbers (40 characters at most). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

const commonStart = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
};

/**
 * The listed part to suggest for an unknown part number, among those numbered next to it: the fewest edits away, then
 * the longest shared start. Only a part that starts alike and is a few edits away (a third of the number) is suggested.
 */
export function closestPart(partNumber: string, candidates: readonly NearPart[]): NearPart | null {
  const allowed = Math.max(1, Math.floor(partNumber.length / 3));
  let best: { part: NearPart; distance: number; shared: number } | null = null;
  for (const part of candidates) {
    const distance = editDistance(partNumber, part.partNumber);
    const shared = commonStart(partNumber, part.partNumber);
    if (distance > allowed || shared === 0) continue;
    if (!best || distance < best.distance || (distance === best.distance && shared > best.shared)) best = { part, distance, shared };
  }
  return best?.part ?? null;
}

/** Where a part's quantity can go: the minimum when below it, the stock when above it; null when no quantity can be ordered. */
export function nearestQuantity(part: Pick<PartForCart, 'minimum' | 'stock' | 'leadTimeDays'>, quantity: number): number | null {
  // A part with a lead time may be ordered beyond stock: its minimum always works.
  if (quantity < part.minimum) return part.minimum <= part.stock || part.leadTimeDays !== null ? part.minimum : null;
  if (quantity > part.stock) return part.stock >= part.minimum ? part.stock : null;
  return null;
}

/**
 * Matches each written line to the listed part of its exact number (`parts`, by part number), with a suggestion from
 * `near` for an unknown one, and says what each line needs: the second line of a part is a duplicate of the first.
 */
export function matchBom(lines: readonly WrittenLine[], parts: ReadonlyMap<string, PartForCart>, near: ReadonlyMap<string, NearPart[]>): BomPreviewResult {
  const firstRowOf = new Map<string, number>();
  const matched = lines.map((line): BomLine => {
    const answer = { row: line.row, partNumber: line.partNumber, quantity: line.quantity, suggestion: null, nearestQuantity: null };
    if (line.malformed) return { ...answer, status: 'malformed', problem: m.malformed, part: null };
    const partNumber = partNumberOf(line);
    const part = partNumber === undefined ? undefined : parts.get(partNumber);
    if (!part) {
      const suggestion = partNumber === undefined ? null : closestPart(partNumber, near.get(partNumber) ?? []);
      return { ...answer, status: 'unknown-part', problem: m.unknownPart(line.partNumber.toUpperCase()), part: null, suggestion };
    }
    const quantity = quantityOf(line.quantity);
    const unitPriceCents = unitPriceCentsFor(part.priceCents, part.tiers, quantity ?? part.minimum);
    const found = {
      ...answer,
      part: {
        productId: part.id,
        partNumber: part.partNumber,
        name: part.name,
        unitPrice: centsToDollars(unitPriceCents),
        minimum: part.minimum,
        available: part.stock,
        leadTimeDays: part.leadTimeDays,
      },
    };
    const firstRow = firstRowOf.get(part.id);
    if (firstRow !== undefined) return { ...found, status: 'duplicate', problem: m.duplicate(firstRow) };
    firstRowOf.set(part.id, line.row);
    if (quantity === undefined) return { ...found, status: 'bad-quantity', problem: m.badQuantity(MAX_ORDER_QUANTITY) };
    if (quantity < part.minimum) {
      return {
        ...found,
        status: 'below-minimum',
        problem: messages.orders.belowMinimum(part.minimum, part.name),
        nearestQuantity: nearestQuantity(part, quantity),
      };
    }
    // A part with a lead time takes the pieces beyond stock as a backorder.
    if (quantity > part.stock && part.leadTimeDays === null) {
      return { ...found, status: 'above-stock', problem: messages.orders.aboveStock(part.stock, part.name), nearestQuantity: nearestQuantity(part, quantity) };
    }
    return { ...found, status: 'ok', problem: null };
  });
  const ok = matched.filter((line) => line.status === 'ok').length;
  if (ok === matched.length) return { lines: matched, ok };
  return { code: 'BOM_PROBLEMS', message: m.needAttention(matched.length - ok, matched.length), lines: matched, ok };
}
