import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { auditEntriesOf, auditLog } from '../../../test/audit';
import { createProduct } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createCatalogRepository } from '../catalog/repository';

let ctx: TestContext;
let admin: TestUser;
let otherAdmin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpAdmin(ctx.app);
  otherAdmin = await signUpAdmin(ctx.app);
  customer = await signUp(ctx.app);
});
afterAll(() => ctx.close());

const inject = (user: TestUser | null, options: Parameters<typeof as>[1]) => ctx.app.inject(as(user, options));
const newPart = (overrides: Parameters<typeof createProduct>[1] = {}) =>
  createProduct(ctx.database.db, { name: 'Case Fan', description: 'Quiet.', price_cents: 1_250, minimum: 2, quantity: 40, ...overrides });

const auditPage = (query: Record<string, string> = {}) => auditLog(ctx.app, admin, query);
const entriesOf = (subjectId: string | number) => auditEntriesOf(ctx.app, admin, 'part', subjectId);

describe("a part's changes in the audit log", () => {
  it('records adding, editing, restocking, price breaks and deleting a part, newest first, with the admin and both sides', async () => {
    const created = await inject(admin, {
      method: 'POST',
      url: '/api/product',
      payload: { name: 'Tower Cooler', description: 'Big.', image: '/images/parts/chips.svg', price: 45, quantity: 30, minimum: 2, partNumber: 'tc-100' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().insertedId as string;
    expect((await inject(admin, { method: 'PATCH', url: `/api/product/${id}`, payload: { price: 42.5, stockChange: 10 } })).statusCode).toBe(200);
    const tiers = await inject(otherAdmin, { method: 'PUT', url: `/api/product/${id}/price-tiers`, payload: { tiers: [{ minQuantity: 10, price: 40 }] } });
    expect(tiers.statusCode, tiers.body).toBe(200);
    expect((await inject(admin, { method: 'DELETE', url: `/api/product/${id}` })).statusCode).toBe(200);

    const entries = await entriesOf(id);
    expect(entries.map((entry) => [entry.action, entry.actor.email])).toEqual([
      ['part.deleted', admin.email],
      ['part.price-breaks-set', otherAdmin.email],
      ['part.updated', admin.email],
      ['part.created', admin.email],
    ]);
    const [deleted, breaks, edited, added] = entries;
    expect(added).toMatchObject({ subject: { type: 'part', id, label: 'TC-100' }, before: null, actor: { id: admin.id } });
    expect(added!.after).toMatchObject({ partNumber: 'TC-100', name: 'Tower Cooler', price: 45, quantity: 30, minimum: 2, priceTiers: [] });
    expect(edited!.before).toMatchObject({ price: 45, quantity: 30 });
    expect(edited!.after).toMatchObject({ price: 42.5, quantity: 40, name: 'Tower Cooler' });
    expect(breaks!.before).toMatchObject({ priceTiers: [] });
    expect(breaks!.after).toMatchObject({ priceTiers: [{ minQuantity: 10, price: 40 }] });
    expect(deleted).toMatchObject({ after: null, before: { partNumber: 'TC-100', price: 42.5 } });
    for (const entry of entries) expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
  });

  it('writes nothing for a change that was refused, or for an edit that changed nothing', async () => {
    const part = await newPart();
    expect((await inject(admin, { method: 'PATCH', url: `/api/product/${part.id}`, payload: { stockChange: -1_000 } })).statusCode).toBe(409);
    expect((await inject(admin, { method: 'PATCH', url: `/api/product/${part.id}`, payload: { name: 'Case Fan' } })).statusCode).toBe(200);
    expect((await inject(customer, { method: 'PATCH', url: `/api/product/${part.id}`, payload: { name: 'Mine' } })).statusCode).toBe(403);
    expect(await entriesOf(part.id)).toEqual([]);
  });

  it('is written in the transaction of the change: when the log cannot be written, the change is not made', async () => {
    const part = await newPart({ name: 'Atomic Fan' });
    const repository = createCatalogRepository(ctx.database.db, ctx.database.dialect);
    const failingLog = async () => {
      throw new Error('the audit log is unavailable');
    };
    await expect(repository.update(String(part.id), { name: 'Renamed', stockChange: 5 }, undefined, failingLog)).rejects.toThrow('unavailable');
    expect(await repository.findById(String(part.id))).toMatchObject({ name: 'Atomic Fan', quantity: 40 });
  });
});

describe('the audit log', () => {
  it('is append-only: the database refuses to change or remove an entry', async () => {
    const part = await newPart();
    await inject(admin, { method: 'PATCH', url: `/api/product/${part.id}`, payload: { name: 'Changed Fan' } });
    const [entry] = await entriesOf(part.id);
    const { db } = ctx.database;
    await expect(db.updateTable('audit_log').set({ actor_email: 'someone@else.com' }).where('id', '=', entry!.id).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_log').where('id', '=', entry!.id).execute()).rejects.toThrow(/append-only/);
    if (ctx.database.dialect === 'postgres') await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow(/append-only/);
    expect(await entriesOf(part.id)).toEqual([entry]);
  });

  it('filters by admin, action, subject and day, pages with a total, and refuses bad filters with 400', async () => {
    const part = await newPart();
    const editor = await signUpAdmin(ctx.app);
    for (const price of [11, 12, 13]) {
      expect((await inject(editor, { method: 'PATCH', url: `/api/product/${part.id}`, payload: { price } })).statusCode).toBe(200);
    }
    const byEditor = await auditPage({ actor: editor.email.toUpperCase() });
    expect(byEditor.total).toBe(3);
    expect(byEditor.entries.map((entry) => entry.after?.price)).toEqual([13, 12, 11]);
    const second = await auditPage({ actor: editor.email, limit: '1', offset: '1' });
    expect(second).toEqual({ entries: [byEditor.entries[1]], total: 3 });

    const today = new Date().toISOString().slice(0, 10);
    expect((await auditPage({ actor: editor.email, action: 'part.updated', from: today, to: today })).total).toBe(3);
    expect((await auditPage({ actor: editor.email, to: '2020-01-01' })).total).toBe(0);
    expect((await auditPage({ actor: editor.email, from: '2999-01-01' })).total).toBe(0);
    expect((await auditPage({ actor: editor.email, action: 'part.deleted' })).total).toBe(0);
    expect((await auditPage({ actor: editor.email, subjectType: 'user' })).total).toBe(0);

    const badFilters: Record<string, string>[] = [
      { action: 'part.stolen' },
      { subjectType: 'planet' },
      { from: '27/11/2026' },
      { to: '2026-13-45' },
      { limit: '0' },
    ];
    for (const query of badFilters) {
      const response = await inject(admin, { method: 'GET', url: '/api/admin/audit', query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });

  it('is for admins only', async () => {
    for (const [user, status] of [
      [null, 401],
      [customer, 403],
    ] as const) {
      expect((await inject(user, { method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(status);
      expect((await inject(user, { method: 'GET', url: '/api/admin/audit/export' })).statusCode).toBe(status);
    }
  });

  it('exports the matching entries as CSV, newest first, with what changed', async () => {
    const part = await newPart({ part_number: 'CSV-FAN', name: 'Plain Fan' });
    const editor = await signUpAdmin(ctx.app);
    await inject(editor, { method: 'PATCH', url: `/api/product/${part.id}`, payload: { name: '=HYPERLINK("x")' } });
    await inject(editor, { method: 'PATCH', url: `/api/product/${part.id}`, payload: { price: 9.5, minimum: 3 } });
    const response = await inject(admin, { method: 'GET', url: '/api/admin/audit/export', query: { actor: editor.email } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="partsmith-audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFF"Entry","At","Admin","Action","Subject","Subject id","Subject name","Changed","Before","After"');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"${editor.email}","Part edited","Part","${part.id}","CSV-FAN","price, minimum"`);
    // JSON inside a quoted cell: its quotes doubled; the cell starts with {, which no spreadsheet reads as a formula.
    expect(lines[2]).toContain('"name","{""partNumber"":""CSV-FAN"",""name"":""Plain Fan""');
    expect(lines[2]).toContain('""name"":""=HYPERLINK(\\""x\\"")""');
  });

  it('streams a long log in batches, every entry once', async () => {
    const part = await newPart();
    const editor = await signUpAdmin(ctx.app);
    for (let stock = 1; stock <= 25; stock++) {
      await inject(editor, { method: 'PATCH', url: `/api/product/${part.id}`, payload: { stockChange: 1 } });
    }
    const { createAuditRepository } = await import('./repository');
    const batches: number[] = [];
    const quantities: unknown[] = [];
    for await (const batch of createAuditRepository(ctx.database.db).batches({ actor: editor.email }, 10)) {
      batches.push(batch.length);
      quantities.push(...batch.map((entry) => entry.after?.quantity));
    }
    expect(batches).toEqual([10, 10, 5]);
    expect(quantities).toEqual(Array.from({ length: 25 }, (_, index) => 65 - index));
  });
});
