import { productDetailSchema } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { checkPdf } from '../modules/datasheets/pdf-check';
import { demoProducts } from './demo-catalog';
import { demoDatasheetPdf } from './demo-datasheets';
import { seedDemoData } from './seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const demoPart = (seedKey: string) => ctx.database.db.selectFrom('products').select('id').where('seed_key', '=', seedKey).executeTakeFirstOrThrow();
const datasheetsOf = async (seedKey: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/product/${(await demoPart(seedKey)).id}` });
  return productDetailSchema.parse(response.json()).datasheets;
};

describe('the demo datasheets', () => {
  it('come with the AIO Liquid Kit, the Motherboard and the Power Supply, as PDFs an admin could have uploaded, once', async () => {
    await seedDemoData(ctx.database.db);
    await seedDemoData(ctx.database.db);
    const [sheet] = await datasheetsOf('aio-liquid-kit');
    expect(sheet).toMatchObject({ title: 'AIO Liquid Kit datasheet', fileName: 'psm-clr-aio240-datasheet.pdf' });
    expect(await datasheetsOf('motherboard')).toHaveLength(1);
    expect(await datasheetsOf('power-supply')).toHaveLength(1);
    expect(await datasheetsOf('keys')).toEqual([]);

    const download = await ctx.app.inject({ method: 'GET', url: sheet!.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    // The upload's own check passes them: parsed, with a page, no script.
    await expect(checkPdf(download.rawPayload)).resolves.toBeInstanceOf(Buffer);
  });

  it('say what the part is, and are the same bytes at every start', async () => {
    const part = demoProducts.find((candidate) => candidate.seed_key === 'aio-liquid-kit')!;
    const [first, second] = [await demoDatasheetPdf(part), await demoDatasheetPdf(part)];
    expect(first.equals(second)).toBe(true);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('do not come back once an admin removed them', async () => {
    const [sheet] = await datasheetsOf('motherboard');
    await ctx.database.db.deleteFrom('datasheets').where('id', '=', sheet!.id).execute();
    await seedDemoData(ctx.database.db);
    expect(await datasheetsOf('motherboard')).toEqual([]);
  });
});
