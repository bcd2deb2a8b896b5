import { MAX_DATASHEETS_PER_PART } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { auditLog } from '../../../test/audit';
import { datasheetForm, makePdf } from '../../../test/datasheets';
import { createProduct } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createDatasheetRepository } from './repository';

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
let pdf: Buffer;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpAdmin(ctx.app);
  customer = await signUp(ctx.app);
  pdf = await makePdf();
});
afterAll(() => ctx.close());

const attach = (productId: string | number, title: string, user: TestUser = admin) =>
  ctx.app.inject(as(user, { method: 'POST', url: `/api/product/${productId}/datasheets`, ...datasheetForm(title, pdf, 'Fan Sheet.pdf') }));
const remove = (id: string, user: TestUser = admin) => ctx.app.inject(as(user, { method: 'DELETE', url: `/api/datasheets/${id}` }));

const entries = async (query: Record<string, string>) => (await auditLog(ctx.app, admin, { subjectType: 'datasheet', ...query })).entries;

describe("datasheets' changes in the audit log", () => {
  it("records adding and deleting a datasheet, with the admin, its title and part number, and its file's name, size and part (not its bytes)", async () => {
    const part = await createProduct(ctx.database.db, { part_number: 'DS-FAN-1' });
    const added = await attach(part.id, 'Fan datasheet');
    expect(added.statusCode, added.body).toBe(201);
    const { id, bytes } = added.json() as { id: string; bytes: number };
    expect((await remove(id)).statusCode).toBe(200);

    const recorded = await entries({ subjectId: id });
    expect(recorded.map((entry) => [entry.action, entry.actor.email, entry.subject.label])).toEqual([
      ['datasheet.deleted', admin.email, 'Fan datasheet (DS-FAN-1)'],
      ['datasheet.added', admin.email, 'Fan datasheet (DS-FAN-1)'],
    ]);
    const fields = { title: 'Fan datasheet', fileName: 'Fan-Sheet.pdf', bytes, partId: String(part.id) };
    expect(recorded[1]).toMatchObject({ subject: { type: 'datasheet', id }, before: null, after: fields });
    expect(recorded[0]).toMatchObject({ before: fields, after: null });
    expect(Object.keys(recorded[1]!.after!).sort()).toEqual(['bytes', 'fileName', 'partId', 'title']);
  });

  it('writes nothing for a refused upload or deletion', async () => {
    const part = await createProduct(ctx.database.db, { part_number: 'DS-FULL-1' });
    const ids: string[] = [];
    for (let index = 0; index < MAX_DATASHEETS_PER_PART; index += 1) ids.push((await attach(part.id, `Sheet ${index}`)).json().id);
    const before = (await entries({ action: 'datasheet.added' })).length;

    expect((await attach(part.id, 'One too many')).statusCode).toBe(409);
    expect((await attach(999_999, 'No such part')).statusCode).toBe(404);
    expect((await attach(part.id, 'Not mine', customer)).statusCode).toBe(403);
    expect((await remove(ids[0]!, customer)).statusCode).toBe(403);
    expect((await remove('999999')).statusCode).toBe(404);

    expect(await entries({ action: 'datasheet.added' })).toHaveLength(before);
    for (const id of ids) expect((await entries({ subjectId: id })).map((entry) => entry.action)).toEqual(['datasheet.added']);
  });

  it('is written in the transaction of the change: when the log cannot be written, the datasheet stays', async () => {
    const part = await createProduct(ctx.database.db, { part_number: 'DS-KEPT-1' });
    const id = (await attach(part.id, 'Kept')).json().id as string;
    const failingLog = async () => {
      throw new Error('the audit log is unavailable');
    };
    const repository = createDatasheetRepository(ctx.database.db, ctx.database.dialect);
    await expect(repository.delete(id, failingLog)).rejects.toThrow('unavailable');
    expect(await repository.listFor(String(part.id))).toMatchObject([{ id, title: 'Kept' }]);
  });
});
