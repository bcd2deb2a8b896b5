import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { auditEntriesOf, auditLog } from '../../../test/audit';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createUserRepository } from './repository';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpAdmin(ctx.app);
});
afterAll(() => ctx.close());

const inject = (user: TestUser | null, options: Parameters<typeof as>[1]) => ctx.app.inject(as(user, options));

const auditOf = async (query: Record<string, string>) => (await auditLog(ctx.app, admin, query)).entries;
const entriesOf = (account: TestUser) => auditEntriesOf(ctx.app, admin, 'user', account.id);

describe("an account's changes in the audit log", () => {
  it('records an admin making an account admin, with the role before and after; once', async () => {
    const customer = await signUp(ctx.app, { name: 'Rising Star' });
    expect((await inject(admin, { method: 'PUT', url: `/api/user/admin/${customer.email}` })).json()).toEqual({ modifiedCount: 1 });
    expect((await inject(admin, { method: 'PUT', url: `/api/user/admin/${customer.email}` })).json()).toEqual({ modifiedCount: 0 });

    const entries = await entriesOf(customer);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'user.made-admin',
      actor: { id: admin.id, email: admin.email },
      subject: { type: 'user', id: customer.id, label: customer.email },
      before: { email: customer.email, name: 'Rising Star', role: 'customer' },
      after: { email: customer.email, name: 'Rising Star', role: 'admin' },
    });
    expect(entries[0]!.after!.created).toBe(entries[0]!.before!.created);
  });

  it("does not record the shop's own configuration making an account admin (start-up, the command line, the tests)", async () => {
    const configured = await signUpAdmin(ctx.app);
    expect(await entriesOf(configured)).toEqual([]);
  });

  it("records an admin deleting an account, and keeps the account's entries and the deleted admin's own", async () => {
    const doomed = await signUp(ctx.app, { name: 'Short Lived' });
    expect((await inject(admin, { method: 'PUT', url: `/api/user/admin/${doomed.email}` })).statusCode).toBe(200);
    const target = await signUp(ctx.app);
    expect((await inject(doomed, { method: 'PUT', url: `/api/user/order-limit/${target.email}`, payload: { ownLimit: 250 } })).statusCode).toBe(200);
    expect((await inject(admin, { method: 'DELETE', url: `/api/user/${doomed.email}` })).json()).toEqual({ deletedCount: 1 });

    const entries = await entriesOf(doomed);
    expect(entries.map((entry) => [entry.action, entry.actor.email])).toEqual([
      ['user.deleted', admin.email],
      ['user.made-admin', admin.email],
    ]);
    expect(entries[0]).toMatchObject({
      subject: { type: 'user', id: doomed.id, label: doomed.email },
      before: { email: doomed.email, name: 'Short Lived', role: 'admin', created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
      after: null,
    });
    // What the deleted admin did stays in the log, under the email they had.
    expect(await auditOf({ actor: doomed.email })).toMatchObject([{ action: 'user.order-limit-set', actor: { id: doomed.id, email: doomed.email } }]);
  });

  it('writes nothing for a change that was refused', async () => {
    const customer = await signUp(ctx.app);
    expect((await inject(customer, { method: 'PUT', url: `/api/user/admin/${customer.email}` })).statusCode).toBe(403);
    expect((await inject(customer, { method: 'DELETE', url: `/api/user/${admin.email}` })).statusCode).toBe(403);
    expect((await inject(admin, { method: 'DELETE', url: `/api/user/${admin.email}` })).statusCode).toBe(409);
    // An admin may not edit another account's profile: nothing to record.
    const profile = { email: customer.email, education: 'BSc', address: 'House 1, Dhaka', phone: '+880 1711 000000' };
    expect((await inject(admin, { method: 'PUT', url: `/api/user/update/${customer.email}`, payload: profile })).statusCode).toBe(403);
    expect(await entriesOf(customer)).toEqual([]);
    expect(await entriesOf(admin)).toEqual([]);
  });
});

describe('the entry and the change', () => {
  it('are made in one transaction: when the log cannot be written, the account is neither promoted nor deleted', async () => {
    const customer = await signUp(ctx.app);
    const repository = createUserRepository(ctx.database.db);
    const failingLog = async () => {
      throw new Error('the audit log is unavailable');
    };
    await expect(repository.makeAdmin(customer.email, failingLog)).rejects.toThrow('unavailable');
    await expect(repository.delete(customer.id, failingLog)).rejects.toThrow('unavailable');
    expect(await repository.findByEmail(customer.email)).toMatchObject({ id: customer.id, role: null });
  });
});
