import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { orderBody, payOrder } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { csvNumber, csvText } from '../../lib/csv-cells';
import { createOrderRepository } from './repository';

/**
 * RFC 4180, strictly: records end with CRLF (the last one too), a quoted field doubles its quotes and may hold
 * commas and line breaks, and nothing else may hold a quote, a CR or an LF. Throws on anything else.
 */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let closed = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (quoted) {
      if (character !== '"') cell += character;
      else if (text[index + 1] === '"') {
        cell += '"';
        index++;
      } else {
        quoted = false;
        closed = true;
      }
      continue;
    }
    if (character === ',') {
      row.push(cell);
      [cell, closed] = ['', false];
    } else if (character === '\r') {
      if (text[index + 1] !== '\n') throw new Error(`a CR without LF at ${index}`);
      row.push(cell);
      rows.push(row);
      [row, cell, closed] = [[], '', false];
      index++;
    } else if (closed) {
      throw new Error(`text after a closing quote at ${index}`);
    } else if (character === '"') {
      if (cell !== '') throw new Error(`a quote inside an unquoted field at ${index}`);
      quoted = true;
    } else if (character === '\n') {
      throw new Error(`a line break without CR at ${index}`);
    } else {
      cell += character;
    }
  }
  if (quoted) throw new Error('a quoted field is not closed');
  if (cell !== '' || row.length > 0) throw new Error('the last record does not end with CRLF');
  return rows;
}

describe('the test parser', () => {
  it('reads RFC 4180 and refuses what is not', () => {
    expect(parseCsv('a,"b,c","say ""hi""","x\r\ny",\r\n,\r\n')).toEqual([
      ['a', 'b,c', 'say "hi"', 'x\r\ny', ''],
      ['', ''],
    ]);
    for (const bad of ['a,b', 'a\nb\r\n', 'a"b\r\n', '"a"b\r\n', '"a\r\n', 'a\rb\r\n']) expect(() => parseCsv(bad), JSON.stringify(bad)).toThrow();
  });
});

describe('csvText', () => {
  it.each([
    [null, ''],
    ['', '""'],
    ['plain text', '"plain text"'],
    ['12.50', '"12.50"'],
    ['a=1', '"a=1"'],
    ['5-3 Road', '"5-3 Road"'],
    ['=1+1', `"'=1+1"`],
    ['+880 1711 000000', `"'+880 1711 000000"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['-', `"'-"`],
    ['  =1+1', `"  '=1+1"`],
    ['\t=1+1', `"'\t'=1+1"`],
    ['\r=1+1', `"'\r'=1+1"`],
    ['Road 5;=1+1', `"Road 5;'=1+1"`],
    ['x,=HYPERLINK("http://evil","x")', `"x,'=HYPERLINK(""http://evil"",""x"")"`],
    ['a\t+1', `"a\t'+1"`],
    ['a; @b', `"a; '@b"`],
    ['Flat 2\n-1 floor', `"Flat 2\n'-1 floor"`],
    ['a; b, c', '"a; b, c"'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
  ])('%j -> %j', (value, cell) => {
    expect(csvText(value)).toBe(cell);
  });
});

describe('csvNumber', () => {
  it.each([
    [0, 0, '0'],
    [1_000, 0, '1000'],
    [-5, 0, '-5'],
    [12.5, 2, '12.50'],
    [149.97, 2, '149.97'],
  ])('%j with %j decimals -> %j', (value, fractionDigits, cell) => {
    expect(csvNumber(value, fractionDigits)).toBe(cell);
  });
});

const HEADER = [
  'Order',
  'Placed',
  'Email',
  'Part',
  'Quantity',
  'Price per piece',
  'Total',
  'Status',
  'Paid',
  'Shipped',
  'Delivered',
  'Carrier',
  'Tracking number',
  'Transaction',
  'Phone',
  'Address',
  'Test payment',
  'Part number',
  'Line',
  'Order total',
  'Tax rate',
  'Line tax',
  'Order tax',
  'Delivery',
  'Backordered',
  'Transfer due',
];

let ctx: TestContext;
let admin: TestUser;
let buyer: TestUser;
let fan: string;
let router: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpAdmin(ctx.app);
  buyer = await signUp(ctx.app, { email: 'csv.buyer@example.com' });
  fan = String(
    (await createProduct(ctx.database.db, { name: 'Case Fan, 120 mm "Silent"', part_number: 'FAN-120-S', price_cents: 1_250, minimum: 1, quantity: 1_000 })).id,
  );
  router = String(
    (await createProduct(ctx.database.db, { name: '@Home Router', part_number: 'RTR-4999', price_cents: 4_999, minimum: 1, quantity: 1_000 })).id,
  );
});
afterAll(() => ctx.close());

const inject = (user: TestUser | null, options: Parameters<typeof as>[1]) => ctx.app.inject(as(user, options));
async function order(partId: string, quantity: number, address: string, phone = '+880 1711 000000') {
  const response = await inject(buyer, { method: 'POST', url: '/api/orders', payload: { ...orderBody(partId, quantity), address, phone } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().insertedId as string;
}
const exportCsv = (query = '', user: TestUser | null = admin) => inject(user, { method: 'GET', url: `/api/allorders/export${query}` });
/** The body after its byte-order mark, parsed, header first. */
function rowsOf(response: Awaited<ReturnType<typeof exportCsv>>) {
  expect(response.statusCode, response.body).toBe(200);
  expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = response.rawPayload.subarray(3).toString('utf8');
  const rows = parseCsv(text);
  expect(rows[0]).toEqual(HEADER);
  for (const row of rows) expect(row).toHaveLength(HEADER.length);
  return rows.slice(1);
}
const idsOf = (rows: string[][]) => rows.map((row) => row[0]);
const cellOf = (rows: string[][], orderId: string, heading: string) => rows.find((row) => row[0] === orderId)?.[HEADER.indexOf(heading)];

describe('GET /api/allorders/export', () => {
  const addresses = {
    formula: '=HYPERLINK("http://evil","x")',
    plus: '+1+2',
    minus: '-2+3 Road',
    at: '@SUM(A1:A2)',
    quoting: 'Flat 2, "Rose Villa"\nRoad 5,\r\nDhaka',
    plain: 'House 7 Road 3 Dhaka',
    semicolon: 'Road 5;=1+1',
    comma: 'Road 5,=HYPERLINK("http://evil","x")',
    lineBreak: 'Flat 2\n@SUM(A1:A2)',
  };
  const ids: Record<string, string> = {};
  let tabbed: string;
  let cancelled: string;
  let shipped: string;
  beforeAll(async () => {
    for (const [key, address] of Object.entries(addresses)) ids[key] = await order(fan, 2, address);
    // The API trims addresses, so a tab or CR can only lead one written straight to the database.
    tabbed = await order(fan, 1, 'placeholder');
    await ctx.database.db.updateTable('orders').set({ address: '\t=1+2' }).where('id', '=', tabbed).execute();
    cancelled = await order(router, 1, 'Gone Street');
    await inject(buyer, { method: 'DELETE', url: `/api/orders/${cancelled}` });
    await payOrder(ctx.app, buyer, ids.plain!);
    shipped = await order(router, 3, 'Shipping Lane');
    await payOrder(ctx.app, buyer, shipped);
    const ship = await inject(admin, {
      method: 'PATCH',
      url: `/api/allorders/${shipped}`,
      payload: { status: 'shipped', carrier: '=cmd|"/c calc"!A1', trackingNumber: '-123 AB' },
    });
    expect(ship.statusCode, ship.body).toBe(200);
  });

  it('answers a UTF-8 CSV attachment, with no caching', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="partsmith-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['content-disposition']).toContain(new Date().toISOString().slice(0, 4));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(
      response.body.startsWith(
        '\uFEFF"Order","Placed","Email","Part","Quantity","Price per piece","Total","Status","Paid","Shipped","Delivered","Carrier","Tracking number","Transaction","Phone","Address","Test payment","Part number","Line","Order total","Tax rate","Line tax","Order tax","Delivery","Backordered","Transfer due"\r\n',
      ),
    ).toBe(true);
    expect(response.body.endsWith('\r\n')).toBe(true);
  });

  it('has one row per live order, newest first, by default', async () => {
    const rows = rowsOf(await exportCsv());
    const live = [...Object.values(ids), tabbed, shipped].sort((a, b) => Number(b) - Number(a));
    expect(idsOf(rows)).toEqual(live);
    expect(idsOf(rows)).not.toContain(cancelled);
  });

  it('applies the filters of the list', async () => {
    expect(idsOf(rowsOf(await exportCsv('?status=all')))).toContain(cancelled);
    expect(idsOf(rowsOf(await exportCsv('?status=all')))).toHaveLength(12);
    expect(idsOf(rowsOf(await exportCsv('?status=paid')))).toEqual([ids.plain]);
    expect(idsOf(rowsOf(await exportCsv('?status=paid,shipped&sort=oldest')))).toEqual([ids.plain, shipped]);
    expect(idsOf(rowsOf(await exportCsv('?status=cancelled')))).toEqual([cancelled]);
    expect(idsOf(rowsOf(await exportCsv('?q=%40home&status=all')))).toEqual([shipped, cancelled]);
    expect(idsOf(rowsOf(await exportCsv(`?q=%23${ids.at}`)))).toEqual([ids.at]);
    expect(idsOf(rowsOf(await exportCsv('?q=no%20such%20part')))).toEqual([]);
    expect(idsOf(rowsOf(await exportCsv('?sort=oldest')))).toEqual([...Object.values(ids), tabbed, shipped]);
    // Paging does not apply to the export.
    expect(idsOf(rowsOf(await exportCsv('?limit=1&offset=1')))).toHaveLength(11);
  });

  it('writes every column of an order', async () => {
    const rows = rowsOf(await exportCsv('?status=shipped'));
    const detail = (await inject(admin, { method: 'GET', url: `/api/orders/${shipped}` })).json();
    expect(rows).toEqual([
      [
        shipped,
        detail.createdAt,
        'csv.buyer@example.com',
        "'@Home Router",
        '3',
        '49.99',
        '149.97',
        'Shipped',
        detail.paidAt,
        detail.shippedAt,
        '',
        `'=cmd|"/c calc"!A1`,
        "'-123 AB",
        detail.transactionId,
        "'+880 1711 000000",
        'Shipping Lane',
        'yes',
        'RTR-4999',
        '1',
        '149.97',
        // The settings a shop starts with: prices include 15 % tax ($19.56 of $149.97), delivery is free.
        '15.00',
        '19.56',
        '19.56',
        '0.00',
        '0',
        '',
      ],
    ]);
    expect(detail.transactionId).toMatch(/^pi_test_/);
    expect(detail.testPayment).toBe(true);
    const raw = (await exportCsv('?status=shipped')).body;
    expect(raw).toContain(`,3,49.99,149.97,"Shipped",`);
    expect(raw).toContain(`,"'=cmd|""/c calc""!A1","'-123 AB",`);
  });

  it('neutralises cells a spreadsheet would read as a formula, and quotes what needs quoting', async () => {
    const rows = rowsOf(await exportCsv());
    expect(cellOf(rows, ids.formula!, 'Address')).toBe(`'${addresses.formula}`);
    expect(cellOf(rows, ids.plus!, 'Address')).toBe("'+1+2");
    expect(cellOf(rows, ids.minus!, 'Address')).toBe("'-2+3 Road");
    expect(cellOf(rows, ids.at!, 'Address')).toBe("'@SUM(A1:A2)");
    expect(cellOf(rows, tabbed, 'Address')).toBe("'\t'=1+2");
    expect(cellOf(rows, ids.semicolon!, 'Address')).toBe("Road 5;'=1+1");
    expect(cellOf(rows, ids.comma!, 'Address')).toBe(`Road 5,'=HYPERLINK("http://evil","x")`);
    expect(cellOf(rows, ids.lineBreak!, 'Address')).toBe("Flat 2\n'@SUM(A1:A2)");
    expect(cellOf(rows, ids.quoting!, 'Address')).toBe(addresses.quoting);
    expect(cellOf(rows, ids.plain!, 'Address')).toBe(addresses.plain);
    expect(cellOf(rows, ids.plain!, 'Part')).toBe('Case Fan, 120 mm "Silent"');
    for (const row of rows) expect(row[HEADER.indexOf('Phone')]).toBe("'+880 1711 000000");
    // No cell of the file starts with a formula character.
    for (const cell of rows.flat()) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);

    const raw = (await exportCsv()).body;
    expect(raw).toContain(`\r\n"${ids.formula}",`);
    expect(raw).toContain(`,"'=HYPERLINK(""http://evil"",""x"")",`);
    expect(raw).toContain(`,"Flat 2, ""Rose Villa""\nRoad 5,\r\nDhaka",`);
    expect(raw).toContain(`,"Case Fan, 120 mm ""Silent""",`);
  });

  it('starts no cell with a formula character when a spreadsheet splits the file on another separator, quotes or not', async () => {
    const raw = (await exportCsv('?status=all')).body;
    for (const separator of [',', ';', '\t']) {
      // The worst reading: every separator and line break splits, and the quotes and blanks that lead a cell are dropped.
      const cells = raw.split(new RegExp(`[${separator}\\r\\n]`)).map((cell) => cell.replace(/^[\s"]+/, ''));
      for (const cell of cells) expect(cell, `${JSON.stringify(separator)}: ${JSON.stringify(cell)}`).not.toMatch(/^[=+\-@]/);
    }
  });

  it('writes quantities and amounts as bare numbers, and every text quoted', async () => {
    const raw = (await exportCsv('?status=paid')).body;
    expect(raw).toContain(`\r\n"${ids.plain}","`);
    expect(raw).toContain(`,"csv.buyer@example.com","Case Fan, 120 mm ""Silent""",2,12.50,25.00,"Paid","`);
  });

  it('writes the part number the order was placed with, and nothing for an order from before part numbers', async () => {
    await ctx.database.db.updateTable('products').set({ part_number: 'FAN-120-S2' }).where('id', '=', fan).execute();
    const renumbered = await order(fan, 1, 'Number Street');
    await ctx.database.db.updateTable('order_lines').set({ part_number: null }).where('order_id', '=', ids.minus!).execute();
    const rows = rowsOf(await exportCsv());
    expect(cellOf(rows, ids.plain!, 'Part number')).toBe('FAN-120-S');
    expect(cellOf(rows, renumbered, 'Part number')).toBe('FAN-120-S2');
    expect(cellOf(rows, ids.minus!, 'Part number')).toBe('');
    await ctx.database.db.updateTable('order_lines').set({ part_number: 'FAN-120-S' }).where('order_id', '=', ids.minus!).execute();
    await inject(buyer, { method: 'DELETE', url: `/api/orders/${renumbered}` });
  });

  it('writes a phone number that starts with + as text, whatever the address', async () => {
    const id = await order(fan, 1, 'Phone Street', '+44 20 7946 0958');
    const rows = rowsOf(await exportCsv(`?q=%23${id}`));
    expect(cellOf(rows, id, 'Phone')).toBe("'+44 20 7946 0958");
    const plain = await order(fan, 1, 'Phone Street', '01711 000000');
    expect(cellOf(rowsOf(await exportCsv(`?q=%23${plain}`)), plain, 'Phone')).toBe('01711 000000');
    for (const orderId of [id, plain]) await inject(buyer, { method: 'DELETE', url: `/api/orders/${orderId}` });
  });

  it('refuses bad filters with 400, customers with 403 and visitors with 401', async () => {
    expect((await exportCsv('?status=bogus')).statusCode).toBe(400);
    expect((await exportCsv('?sort=up')).statusCode).toBe(400);
    expect((await exportCsv('', buyer)).statusCode).toBe(403);
    expect((await exportCsv('', null)).statusCode).toBe(401);
  });
});

describe('reading every order in batches', () => {
  it('reads each matching order once, in order, across batches by key', async () => {
    const repository = createOrderRepository(
      ctx.database.db,
      ctx.database.config.dialect,
      ctx.app.services.mail.orderChanged,
      ctx.app.services.shopSettings.taxRules,
    );
    const every = (await ctx.database.db.selectFrom('orders').select('id').orderBy('id').execute()).map((row) => String(row.id));
    expect(every).toHaveLength(15);
    for (const [sort, expected] of [
      ['newest', [...every].reverse()],
      ['oldest', every],
    ] as const) {
      for (const batchSize of [1, 2, 3, every.length, every.length + 1]) {
        const batches: string[][] = [];
        for await (const rows of repository.listAll(
          { scope: 'all', q: undefined, status: ['unpaid', 'paid', 'shipped', 'delivered', 'cancelled'], sort, overdue: false, toShip: false },
          batchSize,
        )) {
          expect(rows.length).toBeLessThanOrEqual(batchSize);
          batches.push(rows.map((row) => String(row.id)));
        }
        expect(batches.flat(), `${sort} by ${batchSize}`).toEqual(expected);
      }
    }
    const cancelledOnly: string[] = [];
    for await (const rows of repository.listAll({ scope: 'all', q: undefined, status: ['cancelled'], sort: 'newest', overdue: false, toShip: false }, 1))
      cancelledOnly.push(...rows.map((row) => String(row.id)));
    const cancelledIds = (await ctx.database.db.selectFrom('orders').select('id').where('status', '=', 'cancelled').orderBy('id', 'desc').execute()).map(
      (row) => String(row.id),
    );
    expect(cancelledOnly).toEqual(cancelledIds);
  });
});
