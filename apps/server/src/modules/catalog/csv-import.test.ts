import { type CatalogueImportReport, type ImportProblem, MAX_IMPORT_ROWS, catalogueErrors, messages } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { ConflictError } from '../../lib/errors';
import { CategoryTree } from './category-tree';
import { createCatalogueImport } from './csv-import';
import type { CatalogueCsvRepository } from './csv-repository';

const m = messages.catalogueImport;

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
let coolers: string;
let specificationIds: Record<string, string>;

/** Cooling > CPU coolers (socket: a choice, tdp: a number in W, rgb: yes/no), and Mice (dpi), written straight to the tables. */
async function createCategories() {
  const { db } = ctx.database;
  const category = async (name: string, slug: string, parentId: string | null) =>
    String((await db.insertInto('categories').values({ name, slug, parent_id: parentId }).returning('id').executeTakeFirstOrThrow()).id);
  const cooling = await category('Cooling', 'cooling', null);
  coolers = await category('CPU coolers', 'cpu-coolers', cooling);
  const mice = await category('Mice', 'mice', null);
  const specification = async (categoryId: string, key: string, kind: 'number' | 'choice' | 'boolean', choices: string[] = []) =>
    String(
      (
        await db
          .insertInto('specifications')
          .values({ category_id: categoryId, key, name: key.toUpperCase(), kind, unit: kind === 'number' ? 'W' : null, choices: JSON.stringify(choices) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  specificationIds = {
    socket: await specification(coolers, 'socket', 'choice', ['AM5', 'LGA1700']),
    tdp: await specification(coolers, 'tdp', 'number'),
    rgb: await specification(coolers, 'rgb', 'boolean'),
    dpi: await specification(mice, 'dpi', 'number'),
  };
}

beforeAll(async () => {
  ctx = await createTestApp();
  [admin, customer] = [await signUpAdmin(ctx.app), await signUp(ctx.app)];
  await createCategories();
});
afterAll(() => ctx.close());

const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;
const importFile = (content: string, { dryRun = true, user = admin }: { dryRun?: boolean; user?: TestUser | null } = {}) =>
  ctx.app.inject(
    as(user, { method: 'POST', url: `/api/catalogue/import?dryRun=${dryRun}`, headers: { 'content-type': 'text/csv; charset=utf-8' }, payload: content }),
  );
const exportFile = (user: TestUser | null = admin) => ctx.app.inject(as(user, { method: 'GET', url: '/api/catalogue/export.csv' }));

/** A listed part as the database holds it: its row, its breaks and its values. */
async function stored(partNumber: string) {
  const { db } = ctx.database;
  const part = await db
    .selectFrom('products')
    .select(['id', 'name', 'description', 'image', 'price_cents', 'quantity', 'minimum', 'category_id'])
    .where('part_number', '=', partNumber)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!part) return undefined;
  const tiers = await db.selectFrom('price_tiers').select(['min_quantity', 'price_cents']).where('product_id', '=', part.id).orderBy('min_quantity').execute();
  const values = await db
    .selectFrom('product_specifications')
    .select(['specification_id', 'number_value', 'text_value'])
    .where('product_id', '=', part.id)
    .orderBy('specification_id')
    .execute();
  return {
    ...part,
    category_id: part.category_id === null ? null : String(part.category_id),
    tiers,
    values: values.map((value) => ({ ...value, specification_id: String(value.specification_id) })),
  };
}

/** One column of the listed part with this number; undefined when no listed part has it. */
async function listedColumn<Column extends 'tax_category' | 'lead_time_days'>(partNumber: string, column: Column) {
  const part = await ctx.database.db
    .selectFrom('products')
    .selectAll()
    .where('part_number', '=', partNumber)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return part?.[column];
}

/** Every table the import writes, as it is: to compare before and after. */
async function catalogueSnapshot() {
  const { db } = ctx.database;
  return {
    products: await db.selectFrom('products').selectAll().orderBy('id').execute(),
    tiers: await db.selectFrom('price_tiers').selectAll().orderBy('product_id').orderBy('min_quantity').execute(),
    values: await db.selectFrom('product_specifications').selectAll().orderBy('product_id').orderBy('specification_id').execute(),
  };
}

const clean = (counts: Partial<CatalogueImportReport>): CatalogueImportReport => ({
  rows: 0,
  creates: 0,
  updates: 0,
  unchanged: 0,
  problems: [],
  problemCount: 0,
  ...counts,
});

/** The dry run of `file` counts its rows and finds `problems`; importing it is then refused whole and changes nothing. */
async function expectRefusedWhole(file: string, counts: Partial<CatalogueImportReport>, problems: ImportProblem[]) {
  const checked = await importFile(file);
  expect(checked.statusCode, checked.body).toBe(200);
  expect(checked.json()).toEqual(clean({ ...counts, problems, problemCount: problems.length }));

  const before = await catalogueSnapshot();
  const refused = await importFile(file, { dryRun: false });
  expect(refused.statusCode, refused.body).toBe(422);
  expect(refused.json()).toMatchObject({ message: m.refused(problems.length), problems, problemCount: problems.length });
  expect(await catalogueSnapshot()).toEqual(before);
}

const HEADER = 'part_number,name,description,category,price,stock,minimum,image,price_breaks,spec:socket,spec:tdp,spec:rgb';

describe('importing a catalogue file', () => {
  it('checks a good file without writing, then creates and updates its parts', async () => {
    const existing = await createProduct(ctx.database.db, { part_number: 'IMP-CLR-1', price_cents: 1250, quantity: 100, minimum: 10, category_id: coolers });
    await ctx.database.db
      .insertInto('product_specifications')
      .values({ product_id: existing.id, specification_id: specificationIds.tdp!, number_value: 65, text_value: null })
      .execute();
    // The catalogue page is cached before the import, which must drop it.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/product?q=imp-new-1' })).json()).toEqual([]);
    const file = csv(
      HEADER,
      'imp-clr-1,,,,11.00,150,,,,am5,95,',
      'IMP-NEW-1,Tower Cooler,"Quiet, 120 mm",cpu-coolers,40,500,20,/images/parts/cooler.svg,100:35.00;200:30,LGA1700,125,true',
    );
    const before = await catalogueSnapshot();

    const checked = await importFile(file);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual(clean({ rows: 2, creates: 1, updates: 1 }));
    expect(await catalogueSnapshot()).toEqual(before);
    // Without dryRun the import only checks too: writing is asked for by name.
    const unnamed = await ctx.app.inject(
      as(admin, { method: 'POST', url: '/api/catalogue/import', headers: { 'content-type': 'text/csv; charset=utf-8' }, payload: file }),
    );
    expect(unnamed.json()).toEqual(clean({ rows: 2, creates: 1, updates: 1 }));
    expect(await catalogueSnapshot()).toEqual(before);

    const imported = await importFile(file, { dryRun: false });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual(clean({ rows: 2, creates: 1, updates: 1 }));
    expect(await stored('IMP-CLR-1')).toMatchObject({
      name: existing.name,
      price_cents: 1100,
      quantity: 150,
      minimum: 10,
      values: [
        { specification_id: specificationIds.socket, number_value: null, text_value: 'AM5' },
        { specification_id: specificationIds.tdp, number_value: 95, text_value: null },
      ],
    });
    expect(await stored('IMP-NEW-1')).toMatchObject({
      name: 'Tower Cooler',
      description: 'Quiet, 120 mm',
      category_id: coolers,
      price_cents: 4000,
      quantity: 500,
      minimum: 20,
      image: '/images/parts/cooler.svg',
      tiers: [
        { min_quantity: 100, price_cents: 3500 },
        { min_quantity: 200, price_cents: 3000 },
      ],
      values: [
        { specification_id: specificationIds.socket, number_value: null, text_value: 'LGA1700' },
        { specification_id: specificationIds.tdp, number_value: 125, text_value: null },
        { specification_id: specificationIds.rgb, number_value: null, text_value: 'true' },
      ],
    });
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/product?q=imp-new-1' })).json();
    expect(listed).toEqual([expect.objectContaining({ partNumber: 'IMP-NEW-1', name: 'Tower Cooler' })]);
  });

  it('removes a value whose cell is empty, and leaves the fields of empty cells as they are', async () => {
    const part = await createProduct(ctx.database.db, { part_number: 'IMP-EMPTY', name: 'Kept name', category_id: coolers, quantity: 40 });
    await ctx.database.db
      .insertInto('product_specifications')
      .values([
        { product_id: part.id, specification_id: specificationIds.tdp!, number_value: 65, text_value: null },
        { product_id: part.id, specification_id: specificationIds.rgb!, number_value: null, text_value: 'false' },
      ])
      .execute();
    const response = await importFile(csv('part_number,name,stock,spec:tdp,spec:rgb', 'IMP-EMPTY,,0,,false'), { dryRun: false });
    expect(response.json()).toEqual(clean({ rows: 1, updates: 1 }));
    expect(await stored('IMP-EMPTY')).toMatchObject({
      name: 'Kept name',
      quantity: 0,
      values: [{ specification_id: specificationIds.rgb, text_value: 'false' }],
    });
  });

  it('reports every kind of problem with its row and column, and an import of the file changes nothing', async () => {
    await createProduct(ctx.database.db, { part_number: 'IMP-BAD-OLD', price_cents: 1000, minimum: 5, quantity: 50 });
    const file = csv(
      `${HEADER},colour`,
      'IMP-BAD-1,Fan,A fan,no-such-category,10,100,1,/images/parts/case-fan.svg,,,,,red',
      'IMP-BAD-2,Fan,A fan,cpu-coolers,ten,100,1,/images/parts/case-fan.svg,,,,,',
      'IMP-BAD-3,Fan,A fan,cpu-coolers,10,100,500,/images/parts/case-fan.svg,,,,,',
      'IMP-BAD-2,Fan,A fan,cpu-coolers,10,100,1,/images/parts/case-fan.svg,,,,,',
      'IMP-BAD-4,Fan,A fan,cpu-coolers,10,100,1,/images/parts/case-fan.svg,,AM4,hot,maybe,',
      'IMP-BAD-5,Fan,A fan,cpu-coolers,10,100,1,/images/parts/case-fan.svg,100:12;50:9,,,,',
      'IMP-BAD-6,Fan,A fan,cpu-coolers,10,100,1,/images/parts/case-fan.svg,100-9,,,,',
      'IMP-BAD-OLD,,,,,,,,1:9,,,,',
      'IMP-BAD-7,Fan,A fan,,10,100,1,https://evil.example/x.png,,,,,',
      'bad part number!,Fan,A fan,,10,100,1,/images/parts/case-fan.svg,,,,,',
      'IMP-GOOD,Fan,A fan,,10,100,1,/images/parts/case-fan.svg,,,,,',
    );
    const before = await catalogueSnapshot();
    const response = await importFile(file, { dryRun: false });
    expect(response.statusCode, response.body).toBe(422);
    const problems = [
      { row: 1, column: 'colour', message: m.unknownColumn('colour') },
      { row: 2, column: 'category', message: catalogueErrors.unknownCategory('no-such-category') },
      { row: 3, column: 'price', message: 'Price must be a number, such as 15 or 15.50' },
      { row: 4, column: 'minimum', message: 'Minimum order cannot be more than the quantity' },
      { row: 5, column: 'part_number', message: m.duplicatePartNumber(3) },
      { row: 6, column: 'spec:socket', message: catalogueErrors.notAChoice('SOCKET', ['AM5', 'LGA1700']) },
      { row: 6, column: 'spec:tdp', message: catalogueErrors.notANumber('TDP') },
      { row: 6, column: 'spec:rgb', message: catalogueErrors.notYesNo('RGB') },
      { row: 7, column: 'price_breaks', message: messages.priceTiers.quantitiesNotIncreasing },
      { row: 8, column: 'price_breaks', message: m.priceBreaksInvalid },
      { row: 9, column: 'price_breaks', message: messages.priceTiers.belowMinimum(5) },
      { row: 10, column: 'image', message: 'Upload the image here; links to other sites are not used.' },
      { row: 11, column: 'part_number', message: 'Part number: up to 40 letters, digits and . _ / + # -, starting with a letter or digit' },
    ];
    expect(response.json()).toEqual({
      code: 'UNPROCESSABLE',
      message: m.refused(problems.length),
      rows: 11,
      creates: 1,
      updates: 0,
      unchanged: 0,
      problems,
      problemCount: problems.length,
    });
    expect(await catalogueSnapshot()).toEqual(before);
    expect((await importFile(file)).json()).toMatchObject({ problems, problemCount: problems.length });
  });

  it('asks a new part for every field of Add a Product', async () => {
    const response = await importFile(csv('part_number,name', 'IMP-BARE,Fan'));
    expect(response.json().problems).toEqual([
      { row: 2, column: 'price', message: 'Price is Required' },
      { row: 2, column: 'minimum', message: messages.validation.minimumRequired },
      { row: 2, column: 'description', message: messages.validation.descriptionRequired },
      { row: 2, column: 'image', message: messages.validation.imageRequired },
      { row: 2, column: 'stock', message: messages.validation.productQuantityRequired },
    ]);
  });

  it('gives back the export unchanged: the round trip writes nothing', async () => {
    await createProduct(ctx.database.db, {
      part_number: 'IMP-TRICKY',
      name: '=HYPERLINK("http://evil.example","click")',
      description: '-40 °C to 85 °C; +5 V, it\'s "rated"\nsecond line',
      category_id: coolers,
    });
    const exported = await exportFile();
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="partsmith-catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(exported.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(exported.body).toContain(`"'-40 °C to 85 °C; '+5 V, it's ""rated""\nsecond line"`);
    const listed = await ctx.database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();

    const before = await catalogueSnapshot();
    const checked = await importFile(exported.body);
    expect(checked.json()).toEqual(clean({ rows: Number(listed.count), unchanged: Number(listed.count) }));
    expect((await importFile(exported.body, { dryRun: false })).statusCode).toBe(200);
    expect(await catalogueSnapshot()).toEqual(before);
  });

  it('is bounded: the body size, the rows and the type', async () => {
    const tooManyRows = csv('part_number', ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, index) => `IMP-MANY-${index}`));
    expect((await importFile(tooManyRows)).json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: m.tooManyRows(MAX_IMPORT_ROWS) });
    const tooLarge = await importFile(csv('part_number,description', `IMP-HUGE,${'x'.repeat(9 * 1024 * 1024)}`));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(m.tooLarge(8));
    const json = await ctx.app.inject(as(admin, { method: 'POST', url: '/api/catalogue/import', payload: { part_number: 'X' } }));
    expect(json.statusCode).toBe(415);
    expect(
      (await ctx.app.inject(as(admin, { method: 'POST', url: '/api/catalogue/import?dryRun=maybe', headers: { 'content-type': 'text/csv' }, payload: 'a' })))
        .statusCode,
    ).toBe(400);
  });

  it('is for admins only', async () => {
    for (const [user, status] of [
      [null, 401],
      [customer, 403],
    ] as const) {
      expect((await importFile(csv('part_number', 'IMP-NOPE'), { user, dryRun: false })).statusCode).toBe(status);
      expect((await exportFile(user)).statusCode).toBe(status);
    }
    expect(await stored('IMP-NOPE')).toBeUndefined();
  });
});

describe('the tax_category column', () => {
  const taxCategoryOf = (partNumber: string) => listedColumn(partNumber, 'tax_category');
  const NEW_PART = 'Fan,A fan,10,100,1,/images/parts/case-fan.svg';

  it("sets a new part's category and changes an existing one's; without it, new parts are standard and others stay", async () => {
    await createProduct(ctx.database.db, { part_number: 'TAX-OLD-1', tax_category: 'reduced' });
    await createProduct(ctx.database.db, { part_number: 'TAX-OLD-2', tax_category: 'reduced' });
    await createProduct(ctx.database.db, { part_number: 'TAX-OLD-3', tax_category: 'zero' });
    const file = csv(
      'part_number,name,description,price,stock,minimum,image,tax_category',
      `TAX-NEW-1,${NEW_PART},reduced`,
      `TAX-NEW-2,${NEW_PART}, Zero `,
      `TAX-NEW-3,${NEW_PART},`,
      'TAX-OLD-1,,,,,,,standard',
      'TAX-OLD-2,,,,,,,reduced',
      'TAX-OLD-3,,,,,,,',
    );
    expect((await importFile(file)).json()).toEqual(clean({ rows: 6, creates: 3, updates: 1, unchanged: 2 }));
    expect(await taxCategoryOf('TAX-OLD-1')).toBe('reduced');

    const imported = await importFile(file, { dryRun: false });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual(clean({ rows: 6, creates: 3, updates: 1, unchanged: 2 }));
    const categories = Object.fromEntries(
      await Promise.all(
        ['TAX-NEW-1', 'TAX-NEW-2', 'TAX-NEW-3', 'TAX-OLD-1', 'TAX-OLD-2', 'TAX-OLD-3'].map(async (number) => [number, await taxCategoryOf(number)]),
      ),
    );
    expect(categories).toEqual({
      'TAX-NEW-1': 'reduced',
      'TAX-NEW-2': 'zero',
      'TAX-NEW-3': 'standard',
      'TAX-OLD-1': 'standard',
      'TAX-OLD-2': 'reduced',
      'TAX-OLD-3': 'zero',
    });

    // A file without the column: a new part is standard, a part that exists keeps its category.
    const without = await importFile(csv('part_number,name,description,price,stock,minimum,image', `TAX-NEW-4,${NEW_PART}`, 'TAX-OLD-3,Renamed,,,,,'), {
      dryRun: false,
    });
    expect(without.json()).toEqual(clean({ rows: 2, creates: 1, updates: 1 }));
    expect(await taxCategoryOf('TAX-NEW-4')).toBe('standard');
    expect(await taxCategoryOf('TAX-OLD-3')).toBe('zero');
  });

  it('flags an unknown value in the dry run, by row and column, and an import of the file changes nothing', async () => {
    await createProduct(ctx.database.db, { part_number: 'TAX-BAD-OLD', tax_category: 'zero' });
    const file = csv(
      'part_number,name,description,price,stock,minimum,image,tax_category',
      `TAX-BAD-NEW,${NEW_PART},luxury`,
      'TAX-BAD-OLD,,,,,,,half',
      `TAX-GOOD-NEW,${NEW_PART},reduced`,
    );
    const problems = [
      { row: 2, column: 'tax_category', message: 'Tax category must be one of standard, reduced, zero' },
      { row: 3, column: 'tax_category', message: 'Tax category must be one of standard, reduced, zero' },
    ];
    await expectRefusedWhole(file, { rows: 3, creates: 1 }, problems);
    expect(await taxCategoryOf('TAX-GOOD-NEW')).toBeUndefined();
    expect(await taxCategoryOf('TAX-BAD-OLD')).toBe('zero');
  });

  it('is in the export, and its round trip changes nothing', async () => {
    await createProduct(ctx.database.db, { part_number: 'TAX-EXPORTED', tax_category: 'reduced' });
    const exported = await exportFile();
    expect(exported.statusCode).toBe(200);
    const [header, ...rows] = exported.body.replace(/^\uFEFF/, '').split('\r\n');
    const column = header!.split(',').indexOf('"tax_category"');
    expect(column).toBeGreaterThan(0);
    expect(rows.find((row) => row.startsWith('"TAX-EXPORTED"'))?.split(',')[column]).toBe('"reduced"');

    const before = await catalogueSnapshot();
    expect((await importFile(exported.body)).json()).toMatchObject({ creates: 0, updates: 0, problemCount: 0 });
    expect((await importFile(exported.body, { dryRun: false })).statusCode).toBe(200);
    expect(await catalogueSnapshot()).toEqual(before);
  });
});

describe('the lead_time_days column', () => {
  const leadTimeOf = (partNumber: string) => listedColumn(partNumber, 'lead_time_days');
  const NEW_PART = 'Fan,A fan,10,100,1,/images/parts/case-fan.svg';
  const HEADER_WITH_LEAD_TIME = 'part_number,name,description,price,stock,minimum,image,lead_time_days';

  it("sets a new part's lead time and changes an existing one's; none removes it, an empty cell or no column leaves it", async () => {
    for (const [partNumber, days] of [
      ['LEAD-OLD-1', 30],
      ['LEAD-OLD-2', 30],
      ['LEAD-OLD-3', 30],
      ['LEAD-OLD-4', 30],
      ['LEAD-OLD-5', null],
    ] as const) {
      await createProduct(ctx.database.db, { part_number: partNumber, lead_time_days: days });
    }
    const file = csv(
      HEADER_WITH_LEAD_TIME,
      `LEAD-NEW-1,${NEW_PART},14`,
      `LEAD-NEW-2,${NEW_PART}, 365 `,
      `LEAD-NEW-3,${NEW_PART},`,
      `LEAD-NEW-4,${NEW_PART},None`,
      'LEAD-OLD-1,,,,,,,7',
      'LEAD-OLD-2,,,,,,,30',
      'LEAD-OLD-3,,,,,,,',
      'LEAD-OLD-4,,,,,,,none',
      'LEAD-OLD-5,,,,,,,1',
    );
    const counts = clean({ rows: 9, creates: 4, updates: 3, unchanged: 2 });
    expect((await importFile(file)).json()).toEqual(counts);
    expect(await leadTimeOf('LEAD-OLD-1')).toBe(30);

    const imported = await importFile(file, { dryRun: false });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual(counts);
    const numbers = ['LEAD-NEW-1', 'LEAD-NEW-2', 'LEAD-NEW-3', 'LEAD-NEW-4', 'LEAD-OLD-1', 'LEAD-OLD-2', 'LEAD-OLD-3', 'LEAD-OLD-4', 'LEAD-OLD-5'];
    expect(Object.fromEntries(await Promise.all(numbers.map(async (number) => [number, await leadTimeOf(number)])))).toEqual({
      'LEAD-NEW-1': 14,
      'LEAD-NEW-2': 365,
      'LEAD-NEW-3': null,
      'LEAD-NEW-4': null,
      'LEAD-OLD-1': 7,
      'LEAD-OLD-2': 30,
      'LEAD-OLD-3': 30,
      'LEAD-OLD-4': null,
      'LEAD-OLD-5': 1,
    });
    // The part's page answers what the import wrote.
    const { id } = await ctx.database.db.selectFrom('products').select('id').where('part_number', '=', 'LEAD-NEW-1').executeTakeFirstOrThrow();
    expect((await ctx.app.inject({ method: 'GET', url: `/api/product/${id}` })).json()).toMatchObject({ leadTimeDays: 14 });

    // A file without the column: a new part has none, a part that exists keeps its lead time.
    const without = await importFile(csv('part_number,name,description,price,stock,minimum,image', `LEAD-NEW-5,${NEW_PART}`, 'LEAD-OLD-1,Renamed,,,,,'), {
      dryRun: false,
    });
    expect(without.json()).toEqual(clean({ rows: 2, creates: 1, updates: 1 }));
    expect(await leadTimeOf('LEAD-NEW-5')).toBeNull();
    expect(await leadTimeOf('LEAD-OLD-1')).toBe(7);
  });

  it('flags a bad value in the dry run, by row and column, and an import of the file changes nothing', async () => {
    await createProduct(ctx.database.db, { part_number: 'LEAD-BAD-OLD', lead_time_days: 10 });
    await createProduct(ctx.database.db, { part_number: 'LEAD-BAD-OLD-2' });
    const file = csv(
      HEADER_WITH_LEAD_TIME,
      `LEAD-BAD-1,${NEW_PART},0`,
      `LEAD-BAD-2,${NEW_PART},366`,
      `LEAD-BAD-3,${NEW_PART},1.5`,
      'LEAD-BAD-OLD,,,,,,,x',
      'LEAD-BAD-OLD-2,,,,,,,-3',
      `LEAD-GOOD-NEW,${NEW_PART},5`,
    );
    const problems = [2, 3, 4, 5, 6].map((row) => ({ row, column: 'lead_time_days', message: m.leadTimeInvalid }));
    await expectRefusedWhole(file, { rows: 6, creates: 1 }, problems);
    expect(await leadTimeOf('LEAD-GOOD-NEW')).toBeUndefined();
    expect(await leadTimeOf('LEAD-BAD-OLD')).toBe(10);
    expect(await leadTimeOf('LEAD-BAD-OLD-2')).toBeNull();
  });

  it('is in the export, none for a part without one, and its round trip changes nothing', async () => {
    await createProduct(ctx.database.db, { part_number: 'LEAD-EXPORTED', lead_time_days: 21 });
    await createProduct(ctx.database.db, { part_number: 'LEAD-EXPORTED-NONE' });
    const exported = await exportFile();
    expect(exported.statusCode).toBe(200);
    const [header, ...rows] = exported.body.replace(/^\uFEFF/, '').split('\r\n');
    const column = header!.split(',').indexOf('"lead_time_days"');
    expect(column).toBeGreaterThan(0);
    const cellOf = (partNumber: string) => rows.find((row) => row.startsWith(`"${partNumber}",`))?.split(',')[column];
    expect(cellOf('LEAD-EXPORTED')).toBe('21');
    expect(cellOf('LEAD-EXPORTED-NONE')).toBe('"none"');

    const before = await catalogueSnapshot();
    expect((await importFile(exported.body)).json()).toMatchObject({ creates: 0, updates: 0, problemCount: 0 });
    expect((await importFile(exported.body, { dryRun: false })).statusCode).toBe(200);
    expect(await catalogueSnapshot()).toEqual(before);
  });
});

describe('one import at a time', () => {
  it('refuses a second import while one runs, and takes the next once it is done', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const repository = { findByPartNumbers: async () => held.then(() => []) } as unknown as CatalogueCsvRepository;
    const catalogueImport = createCatalogueImport({ repository, tree: async () => new CategoryTree([], []), changed: () => {} });
    const file = Buffer.from(csv('part_number', 'ONE-AT-A-TIME'));

    const first = catalogueImport.run({ id: 'admin', email: 'admin@example.com' }, file, { dryRun: true });
    await expect(catalogueImport.run({ id: 'admin', email: 'admin@example.com' }, file, { dryRun: true })).rejects.toThrow(new ConflictError(m.running));
    release();
    expect((await first).report).toMatchObject({ rows: 1 });
    expect((await catalogueImport.run({ id: 'admin', email: 'admin@example.com' }, file, { dryRun: true })).report).toMatchObject({ rows: 1 });
  });
});

describe('10,000 rows', () => {
  it('import in one go, well under a minute', { timeout: 120_000 }, async () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS }, (_, index) =>
      [
        `SCALE-${index}`,
        `Scale part ${index}`,
        'A part of a large catalogue.',
        'cpu-coolers',
        '12.50',
        '1000',
        '10',
        '/images/parts/cooler.svg',
        '100:11.00;500:10.00',
        index % 2 ? 'AM5' : 'LGA1700',
        String(65 + (index % 100)),
        index % 3 ? 'true' : 'false',
      ].join(','),
    );
    const file = csv(HEADER, ...rows);
    const importedEntries = async () =>
      Number(
        (
          await ctx.database.db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll<string | number>().as('entries'))
            .where('action', '=', 'part.imported')
            .executeTakeFirstOrThrow()
        ).entries,
      );
    const importedBefore = await importedEntries();
    const started = performance.now();
    const created = await importFile(file, { dryRun: false });
    const createdMs = performance.now() - started;
    expect(created.statusCode, created.body.slice(0, 500)).toBe(200);
    expect(created.json()).toEqual(clean({ rows: MAX_IMPORT_ROWS, creates: MAX_IMPORT_ROWS }));

    const changed = file.replaceAll(',12.50,1000,', ',13.00,900,');
    const restarted = performance.now();
    const updated = await importFile(changed, { dryRun: false });
    const updatedMs = performance.now() - restarted;
    expect(updated.json()).toEqual(clean({ rows: MAX_IMPORT_ROWS, updates: MAX_IMPORT_ROWS }));
    console.log(`10,000-row import on ${ctx.database.dialect}: ${(createdMs / 1000).toFixed(1)} s creating, ${(updatedMs / 1000).toFixed(1)} s updating`);
    expect(await stored('SCALE-9999')).toMatchObject({ price_cents: 1300, quantity: 900 });
    // Every part each import wrote is in the audit log: added, then changed.
    const recorded = await ctx.database.db
      .selectFrom('audit_log')
      .select(['subject_label', (eb) => eb.fn.countAll<string | number>().as('entries')])
      .where('action', '=', 'part.imported')
      .where('subject_label', 'in', ['SCALE-0', 'SCALE-9999'])
      .groupBy('subject_label')
      .orderBy('subject_label')
      .execute();
    expect(recorded.map((row) => [row.subject_label, Number(row.entries)])).toEqual([
      ['SCALE-0', 2],
      ['SCALE-9999', 2],
    ]);
    expect((await importedEntries()) - importedBefore).toBe(2 * MAX_IMPORT_ROWS);
  });
});
