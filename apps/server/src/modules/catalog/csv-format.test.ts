import { CATALOGUE_CSV_COLUMNS, type ImportProblem, MAX_IMPORT_ROWS, messages } from '@partsmith/contract';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { PayloadTooLargeError } from '../../lib/errors';
import { type ExportedPart, exportOptions, exportRecord, parsePriceBreaks, readCatalogueCsv, readHeader } from './csv-format';

const m = messages.catalogueImport;
const DECLARED = new Set(['socket', 'tdp', 'rgb']);

async function read(text: string) {
  const problems: ImportProblem[] = [];
  const { header, rows } = await readCatalogueCsv(Buffer.from(text), (names) => readHeader(names, DECLARED, problems), problems);
  return { header, rows: rows.map(({ row, cells }) => ({ row, cells: Object.fromEntries(cells) })), problems };
}

describe('the header', () => {
  it('takes the known columns and spec:<key> of declared keys, in any case and with blanks around', async () => {
    const { header, problems } = await read(' Part_Number ,NAME,spec:TDP\r\nA-1,Fan,65\r\n');
    expect(problems).toEqual([]);
    expect(header).toEqual({ columns: ['part_number', 'name', 'spec:tdp'], specificationKeys: ['tdp'] });
  });

  it('refuses unknown columns, undeclared specifications and a column given twice, as problems of row 1', async () => {
    const { problems } = await read('part_number,colour,spec:wattage,name,Name\r\nA-1,red,5,Fan,Fan\r\n');
    expect(problems).toEqual([
      { row: 1, column: 'colour', message: m.unknownColumn('colour') },
      { row: 1, column: 'spec:wattage', message: m.unknownSpecification('wattage') },
      { row: 1, column: 'Name', message: m.duplicateColumn('Name') },
    ]);
  });

  it('needs a part_number column, and a header at all', async () => {
    expect((await read('name,price\r\nFan,5\r\n')).problems).toEqual([{ row: 1, column: null, message: m.partNumberColumnMissing }]);
    expect((await read('')).problems).toEqual([{ row: 1, column: null, message: m.noHeader }]);
  });
});

describe('the rows', () => {
  it('numbers rows as a spreadsheet does: blank rows and lines inside quotes keep the count', async () => {
    const { rows, problems } = await read('\uFEFFpart_number,description\r\nA-1,"two\r\nlines"\r\n\r\n,\r\nA-2,plain\nA-3,"say ""hi"""');
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { row: 2, cells: { part_number: 'A-1', description: 'two\r\nlines' } },
      { row: 5, cells: { part_number: 'A-2', description: 'plain' } },
      { row: 6, cells: { part_number: 'A-3', description: 'say "hi"' } },
    ]);
  });

  it('reports a row with another number of cells than the header', async () => {
    const { rows, problems } = await read('part_number,name\r\nA-1\r\nA-2,Fan,extra\r\nA-3,Fan\r\n');
    expect(problems).toEqual([
      { row: 2, column: null, message: m.cellCount(1, 2) },
      { row: 3, column: null, message: m.cellCount(3, 2) },
    ]);
    expect(rows.map((row) => row.row)).toEqual([4]);
  });

  it('reports where the text stops being CSV, and then answers no row', async () => {
    const { rows, problems } = await read('part_number,name\r\nA-1,Fan\r\nA-2,"Fan"x\r\nA-3,Fan\r\n');
    expect(problems).toEqual([{ row: 3, column: null, message: m.unreadable }]);
    expect(rows).toEqual([]);
  });

  it('takes the export’s formula guard away, and only it', async () => {
    const { rows } = await read(`part_number,name,description\r\nA-1,"'=1+1","it's 5"\r\n`);
    expect(rows[0]?.cells).toEqual({ part_number: 'A-1', name: '=1+1', description: "it's 5" });
  });

  it('reads characters that the pieces it reads cut in two', async () => {
    const long = `${'x'.repeat(64 * 1024 - 'part_number,name\r\nA-1,'.length - 1)}€ and ✓`;
    const { rows } = await read(`part_number,name\r\nA-1,${long}\r\n`);
    expect(rows[0]?.cells.name).toBe(long);
  });

  it(`refuses a file of more than ${MAX_IMPORT_ROWS} parts as a whole`, async () => {
    const lines = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, index) => `P-${index}`);
    await expect(read(`part_number\r\n${lines.join('\r\n')}`)).rejects.toThrow(PayloadTooLargeError);
    expect((await read(`part_number\r\n${lines.slice(1).join('\r\n')}`)).rows).toHaveLength(MAX_IMPORT_ROWS);
  });
});

describe('cells', () => {
  it.each([
    [
      '100:25.00;500:22.50',
      [
        { minQuantity: 100, price: 25 },
        { minQuantity: 500, price: 22.5 },
      ],
    ],
    [' 100 : 25 ; ', [{ minQuantity: 100, price: 25 }]],
    ['', []],
    ['100-25', null],
    ['100:25;x', null],
    ['1.5:2', null],
  ])('price breaks %j -> %j', (cell, tiers) => {
    expect(parsePriceBreaks(cell)).toEqual(tiers);
  });
});

describe('the export', () => {
  const part: ExportedPart = {
    partNumber: 'CLR-1',
    name: '=HYPERLINK("http://evil","x")',
    description: 'Quiet, "big"\nfan; -40 °C',
    categorySlug: 'cpu-coolers',
    price: 12.5,
    stock: 300,
    minimum: 10,
    image: '/images/parts/cooler.svg',
    priceTiers: [
      { minQuantity: 100, price: 11 },
      { minQuantity: 500, price: 9.75 },
    ],
    specifications: [
      { key: 'tdp', name: 'TDP', kind: 'number', unit: 'W', value: -0.5 },
      { key: 'rgb', name: 'RGB', kind: 'boolean', unit: null, value: false },
    ],
    taxCategory: 'reduced',
    leadTimeDays: 14,
  };
  const keys = ['rgb', 'socket', 'tdp'];
  const file = stringify([exportRecord(part, keys)], exportOptions(keys));

  it('writes a header, quoted guarded text, plain numbers, prices with cents and empty cells for no value', () => {
    expect(file).toBe(
      '\uFEFF"part_number","name","description","category","price","stock","minimum","image","price_breaks","tax_category","lead_time_days","spec:rgb","spec:socket","spec:tdp"\r\n' +
        `"CLR-1","'=HYPERLINK(""http://evil"",""x"")","Quiet, ""big""\nfan; '-40 °C","cpu-coolers",12.50,300,10,"/images/parts/cooler.svg","100:11.00;500:9.75","reduced",14,"false",,-0.5\r\n`,
    );
  });

  it('reads back as it was written', async () => {
    const { rows, problems } = await read(file);
    expect(problems).toEqual([]);
    expect(rows[0]?.cells).toEqual({
      part_number: 'CLR-1',
      name: part.name,
      description: part.description,
      category: 'cpu-coolers',
      price: '12.50',
      stock: '300',
      minimum: '10',
      image: part.image,
      price_breaks: '100:11.00;500:9.75',
      tax_category: 'reduced',
      lead_time_days: '14',
      'spec:rgb': 'false',
      'spec:socket': '',
      'spec:tdp': '-0.5',
    });
  });

  it('writes none for a part without a lead time: an empty cell would leave a lead time as it is', () => {
    const record = exportRecord({ ...part, leadTimeDays: null }, keys);
    expect(record[CATALOGUE_CSV_COLUMNS.indexOf('lead_time_days')]).toBe('none');
    expect(stringify([record], { ...exportOptions(keys), header: false })).toContain('"reduced","none","false"');
  });
});
