import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { auditEntriesOf, auditLog } from '../../../test/audit';
import { createProduct } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createCatalogueCsvRepository } from './csv-repository';

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpAdmin(ctx.app);
  customer = await signUp(ctx.app);
});
afterAll(() => ctx.close());

const HEADER = 'part_number,name,description,price,stock,minimum,image,price_breaks';
const csv = (...lines: string[]) => `${[HEADER, ...lines].join('\r\n')}\r\n`;
const importFile = (content: string, { dryRun = false, user = admin }: { dryRun?: boolean; user?: TestUser } = {}) =>
  ctx.app.inject(
    as(user, { method: 'POST', url: `/api/catalogue/import?dryRun=${dryRun}`, headers: { 'content-type': 'text/csv; charset=utf-8' }, payload: content }),
  );

const auditPage = (query: Record<string, string>) => auditLog(ctx.app, admin, { subjectType: 'part', ...query });
const entriesOf = (id: string | number) => auditEntriesOf(ctx.app, admin, 'part', id);

describe("a catalogue import's parts in the audit log", () => {
  it('records each part it adds or changes as imported, by the admin, with both sides; a part it leaves as it is gets none', async () => {
    const changed = await createProduct(ctx.database.db, { part_number: 'IMP-OLD', name: 'Old fan', price_cents: 1_000, quantity: 10, minimum: 1 });
    const same = await createProduct(ctx.database.db, { part_number: 'IMP-SAME', name: 'Same fan', price_cents: 500, quantity: 5, minimum: 1 });
    const response = await importFile(
      csv('IMP-NEW,New fan,Quiet.,12.50,40,2,/images/parts/chips.svg,10:11.00', 'IMP-OLD,Renamed fan,,9.99,25,,,', `IMP-SAME,Same fan,,5.00,5,,,`),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ creates: 1, updates: 1, unchanged: 1 });

    const added = (await auditPage({ action: 'part.imported', actor: admin.email })).entries.find((entry) => entry.subject.label === 'IMP-NEW');
    expect(added).toMatchObject({
      action: 'part.imported',
      actor: { id: admin.id, email: admin.email },
      subject: { type: 'part', label: 'IMP-NEW' },
      before: null,
      after: {
        partNumber: 'IMP-NEW',
        name: 'New fan',
        description: 'Quiet.',
        price: 12.5,
        quantity: 40,
        minimum: 2,
        priceTiers: [{ minQuantity: 10, price: 11 }],
        taxCategory: 'standard',
        leadTimeDays: null,
      },
    });
    const [edited, ...others] = await entriesOf(changed.id);
    expect(others).toEqual([]);
    expect(edited).toMatchObject({
      action: 'part.imported',
      subject: { id: String(changed.id), label: 'IMP-OLD' },
      before: { name: 'Old fan', price: 10, quantity: 10 },
      after: { name: 'Renamed fan', price: 9.99, quantity: 25 },
    });
    expect(await entriesOf(same.id)).toEqual([]);
  });

  it('writes nothing for a dry run, a file with problems, or an import refused to a customer', async () => {
    const before = (await auditPage({ action: 'part.imported' })).total;
    expect((await importFile(csv('IMP-DRY,Dry fan,Quiet.,12.50,40,2,/images/parts/chips.svg,'), { dryRun: true })).statusCode).toBe(200);
    expect((await importFile(csv('IMP-BAD,Bad fan,Quiet.,12.50,40,2,/images/parts/chips.svg,', 'IMP-WORSE,,,,-1,,,'))).statusCode).toBe(422);
    expect((await importFile(csv('IMP-MINE,Mine,Quiet.,12.50,40,2,/images/parts/chips.svg,'), { user: customer })).statusCode).toBe(403);
    expect((await auditPage({ action: 'part.imported' })).total).toBe(before);
  });

  it('is written in the transaction of the import: when the log cannot be written, no part is', async () => {
    const repository = createCatalogueCsvRepository(ctx.database.db, ctx.database.dialect);
    const part = { name: 'Atomic fan', description: 'Quiet.', image: '/images/parts/chips.svg', priceCents: 1_000, quantity: 1, minimum: 1 };
    const failingLog = async () => {
      throw new Error('the audit log is unavailable');
    };
    await expect(
      repository.write(
        [{ ...part, partNumber: 'IMP-ATOMIC', categoryId: null, taxCategory: 'standard', leadTimeDays: null, tiers: [], values: [] }],
        [],
        failingLog,
      ),
    ).rejects.toThrow('unavailable');
    expect(await repository.findByPartNumbers(['IMP-ATOMIC'])).toEqual([]);
  });
});
