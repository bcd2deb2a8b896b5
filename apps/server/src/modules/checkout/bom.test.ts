import { MAX_BOM_LINES, MAX_BOM_TEXT_LENGTH, MAX_ORDER_QUANTITY, bomPreviewResultSchema, checkoutMessages, messages } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { closestPart, editDistance, readBom } from './bom';
import { MAX_SUGGESTIONS } from './service';

const m = checkoutMessages.bom;

describe('reading the lines of a quick add or a BOM', () => {
  const cells = (text: string) => readBom(text).map(({ row, partNumber, quantity, malformed }) => [row, partNumber, quantity, malformed]);

  it('reads "PART, qty", "PART;qty", "PART<tab>qty" and "PART qty" lines, skipping blank lines and # comments', () => {
    expect(cells('KEYS-1, 500\n\n# the coolers\nCOOL-2,30\n')).toEqual([
      [1, 'KEYS-1', '500', false],
      [4, 'COOL-2', '30', false],
    ]);
    expect(cells('KEYS-1;500\r\nCOOL-2 ; 30')).toEqual([
      [1, 'KEYS-1', '500', false],
      [2, 'COOL-2', '30', false],
    ]);
    expect(cells('KEYS-1\t500\nCOOL-2\t30')).toEqual([
      [1, 'KEYS-1', '500', false],
      [2, 'COOL-2', '30', false],
    ]);
    expect(cells('  KEYS-1   500\nCOOL-2 30')).toEqual([
      [1, 'KEYS-1', '500', false],
      [2, 'COOL-2', '30', false],
    ]);
    // A '#' inside a part number is no comment.
    expect(cells('A#1, 2')).toEqual([[1, 'A#1', '2', false]]);
    // Typed lines may mix their delimiters.
    expect(cells('KEYS-1, 500\nCOOL-2;30\nMB-3 5\n"PSU-4",10')).toEqual([
      [1, 'KEYS-1', '500', false],
      [2, 'COOL-2', '30', false],
      [3, 'MB-3', '5', false],
      [4, 'PSU-4', '10', false],
    ]);
  });

  it('reads a CSV file by its header, in any order of columns and case, among other columns', () => {
    const csv = '\uFEFFDescription,Qty,Manufacturer,MPN\r\n"Keys, black",500,Acme,KEYS-1\r\nCooler,30,Acme,COOL-2\r\n';
    expect(cells(csv)).toEqual([
      [2, 'KEYS-1', '500', false],
      [3, 'COOL-2', '30', false],
    ]);
    expect(cells('quantity;Part Number\n5;KEYS-1')).toEqual([[2, 'KEYS-1', '5', false]]);
    expect(cells('Part number Qty\nKEYS-1 5')).toEqual([[2, 'KEYS-1', '5', false]]);
    // A first row with a number in it is a line of parts, even when a part is numbered like a column.
    expect(cells('PART, 5')).toEqual([[1, 'PART', '5', false]]);
  });

  it('answers a line without its two cells as malformed', () => {
    expect(cells('KEYS-1, 500\nCOOL-2\nMB-3, 5, spare\n, 4')).toEqual([
      [1, 'KEYS-1', '500', false],
      [2, 'COOL-2', '', true],
      [3, 'MB-3', '5', true],
      [4, '', '4', true],
    ]);
  });

  it('refuses text with no line to read, wrong header columns and an unclosed quote, with a 400 that says why', () => {
    const refusal = (text: string) => {
      try {
        readBom(text);
      } catch (error) {
        return { status: (error as { statusCode: number }).statusCode, message: (error as Error).message };
      }
      throw new Error('read');
    };
    expect(refusal('')).toEqual({ status: 400, message: m.nothingToRead });
    expect(refusal('\n  \n# only a comment\n')).toEqual({ status: 400, message: m.nothingToRead });
    expect(refusal('KEYS-1\nCOOL-2')).toEqual({ status: 400, message: m.nothingToRead });
    expect(refusal('Part number,Description\nKEYS-1,Keys')).toEqual({ status: 400, message: m.headerColumns });
    expect(refusal('KEYS-1,5\n"COOL-2,30\nMB-3,5')).toEqual({ status: 400, message: m.quoteNotClosed(2) });
    expect(refusal('Part number Description\nKEYS-1 Keys')).toEqual({ status: 400, message: m.headerColumns });
  });

  it(`refuses more than ${MAX_BOM_LINES} lines with a 413 naming the limit`, () => {
    const text = Array.from({ length: 10_000 }, (_, index) => `P${index},1`).join('\n');
    expect(() => readBom(text)).toThrow(m.tooManyLines(MAX_BOM_LINES, 10_000));
    expect(readBom(Array.from({ length: MAX_BOM_LINES }, (_, index) => `P${index},1`).join('\n'))).toHaveLength(MAX_BOM_LINES);
  });
});

describe('a suggestion for an unknown part number', () => {
  const near = (...partNumbers: string[]) => partNumbers.map((partNumber, index) => ({ productId: String(index + 1), partNumber, name: partNumber }));

  it('is the closest listed number that starts alike, a few edits away', () => {
    expect(editDistance('KEYS-50', 'KEYS-500')).toBe(1);
    expect(editDistance('KYES-500', 'KEYS-500')).toBe(2);
    expect(closestPart('KEYS-50', near('KEYS-499', 'KEYS-500', 'KEYS-600'))?.partNumber).toBe('KEYS-500');
    expect(closestPart('KYES-500', near('KEYS-500', 'LAMP-1'))?.partNumber).toBe('KEYS-500');
    // Equally close: the one that shares the longer start.
    expect(closestPart('AB-12', near('XB-12', 'AB-13'))?.partNumber).toBe('AB-13');
  });

  it('is none when nothing is close', () => {
    expect(closestPart('KEYS-1', near('LAMP-1', 'KNOB-99999'))).toBeNull();
    expect(closestPart('KEYS-1', [])).toBeNull();
  });
});

describe('POST /api/cart/bom-preview', () => {
  let ctx: TestContext;
  let keys: { id: string | number; part_number: string };
  let cooler: { id: string | number; part_number: string };
  beforeAll(async () => {
    ctx = await createTestApp();
    const suffix = Date.now().toString(36).toUpperCase();
    keys = await createProduct(ctx.database.db, { name: 'Keys', part_number: `KEYS-${suffix}`, price_cents: 3000, minimum: 500, quantity: 1950 });
    await ctx.database.db.insertInto('price_tiers').values({ product_id: keys.id, min_quantity: 1000, price_cents: 2700 }).execute();
    cooler = await createProduct(ctx.database.db, { name: 'Cooler', part_number: `COOL-${suffix}`, price_cents: 40000, minimum: 30, quantity: 1050 });
  });
  afterAll(() => ctx.close());

  const preview = (text: unknown) => ctx.app.inject({ method: 'POST', url: '/api/cart/bom-preview', payload: { text } });

  it('answers 200 when every line matches a part and can be added as it is, for a visitor too', async () => {
    const response = await preview(`${keys.part_number.toLowerCase()}, 1000\n${cooler.part_number}; 30`);
    expect(response.statusCode, response.body).toBe(200);
    const result = bomPreviewResultSchema.parse(response.json());
    expect(result.ok).toBe(2);
    expect(result.lines[0]).toEqual({
      row: 1,
      partNumber: keys.part_number.toLowerCase(),
      quantity: '1000',
      status: 'ok',
      problem: null,
      part: { productId: String(keys.id), partNumber: keys.part_number, name: 'Keys', unitPrice: 27, minimum: 500, available: 1950, leadTimeDays: null },
      suggestion: null,
      nearestQuantity: null,
    });
    expect(response.json().code).toBeUndefined();
  });

  it('answers 422 with the problem of each line: unknown (with a suggestion), duplicate, bad quantity, below the minimum, above the stock, malformed', async () => {
    const text = [
      `${keys.part_number}, 500`,
      `${keys.part_number.slice(0, -1)}, 500`,
      'NOTHING-LIKE-IT, 5',
      `${keys.part_number}, 600`,
      `${cooler.part_number}, ten`,
      `${cooler.part_number}, 10`,
      '',
      `MISSING-QUANTITY`,
    ].join('\n');
    const response = await preview(text);
    expect(response.statusCode, response.body).toBe(422);
    const result = bomPreviewResultSchema.parse(response.json());
    expect(result.code).toBe('BOM_PROBLEMS');
    expect(result.message).toBe(m.needAttention(6, 7));
    expect(result.ok).toBe(1);
    expect(result.lines.map((line) => [line.row, line.status, line.problem])).toEqual([
      [1, 'ok', null],
      [2, 'unknown-part', m.unknownPart(keys.part_number.slice(0, -1))],
      [3, 'unknown-part', m.unknownPart('NOTHING-LIKE-IT')],
      [4, 'duplicate', m.duplicate(1)],
      [5, 'bad-quantity', m.badQuantity(MAX_ORDER_QUANTITY)],
      // The first line of the cooler names a bad quantity: this one is still its second.
      [6, 'duplicate', m.duplicate(5)],
      [8, 'malformed', m.malformed],
    ]);
    expect(result.lines[1]!.suggestion).toEqual({ productId: String(keys.id), partNumber: keys.part_number, name: 'Keys' });
    expect(result.lines[2]!.suggestion).toBeNull();
  });

  it('takes a quantity beyond the stock of a part with a lead time, and says the lead time', async () => {
    const board = await createProduct(ctx.database.db, { quantity: 40, minimum: 10, lead_time_days: 14 });
    const response = await preview(`${board.part_number}, 55`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().lines[0]).toMatchObject({ status: 'ok', problem: null, part: { available: 40, leadTimeDays: 14 } });
  });

  it('gives the nearest quantity that works for a quantity below the minimum or above the stock', async () => {
    const response = await preview(`${keys.part_number}, 10\n${cooler.part_number}, 5000`);
    expect(response.statusCode).toBe(422);
    expect(
      response.json().lines.map((line: { status: string; problem: string; nearestQuantity: number }) => [line.status, line.problem, line.nearestQuantity]),
    ).toEqual([
      ['below-minimum', messages.orders.belowMinimum(500, 'Keys'), 500],
      ['above-stock', messages.orders.aboveStock(1050, 'Cooler'), 1050],
    ]);
  });

  it('answers malformed input with a 4xx and a message, never a 5xx', async () => {
    // Within the characters a text may have: the lines are what is too many.
    const tenThousand = Array.from({ length: 10_000 }, (_, index) => `P${index % 10},1`).join('\n');
    const answers = await Promise.all([
      preview(tenThousand),
      preview('Part,Price\nKEYS-1,30'),
      preview(''),
      preview('x'.repeat(MAX_BOM_TEXT_LENGTH + 1)),
      preview(42),
      preview('"KEYS-1,5'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([413, 400, 400, 400, 400, 400]);
    expect(answers[0]!.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: m.tooManyLines(MAX_BOM_LINES, 10_000) });
    for (const answer of answers) expect(answer.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
  });

  it(`answers ${MAX_BOM_LINES} unknown part numbers, the first ${MAX_SUGGESTIONS} with a suggestion`, async () => {
    const text = Array.from({ length: MAX_BOM_LINES }, (_, index) => `${keys.part_number}${index}, 1`).join('\n');
    const response = await preview(text);
    expect(response.statusCode).toBe(422);
    const lines = response.json().lines as { status: string; suggestion: { partNumber: string } | null }[];
    expect(lines).toHaveLength(MAX_BOM_LINES);
    expect(lines.every((line) => line.status === 'unknown-part')).toBe(true);
    // Each is the part's number and one to three digits more: a few edits away from it.
    expect(lines.map((line) => line.suggestion?.partNumber ?? null)).toEqual([
      ...Array(MAX_SUGGESTIONS).fill(keys.part_number),
      ...Array(MAX_BOM_LINES - MAX_SUGGESTIONS).fill(null),
    ]);
  });
});
