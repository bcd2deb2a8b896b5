import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createUserRepository } from '../modules/users';
import { demoAccounts, seedDemoAccounts } from './demo-accounts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const seed = (localOnly: boolean) => seedDemoAccounts(ctx.app.services.auth, createUserRepository(ctx.database.db), { localOnly });
const signIn = (email: string, password: string) => ctx.app.inject(as(null, { method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } }));
const { admin, customer } = demoAccounts;

describe('the demo accounts', () => {
  it('keep their published passwords on a shop only this machine can reach, and the admin is admin', async () => {
    const signIns = await seed(true);
    expect(signIns).toEqual([
      { role: 'admin', email: admin.email, password: admin.password },
      { role: 'customer', email: customer.email, password: customer.password },
    ]);
    const signedIn = await signIn(admin.email, admin.password);
    expect(signedIn.statusCode).toBe(200);
    expect(await seed(true)).toEqual(signIns);
  });

  it('lose their published passwords (and sessions) once the shop can be reached from the network; the new ones open them', async () => {
    const adminSession = (await signIn(admin.email, admin.password)).headers['set-cookie'];
    const signIns = await seed(false);
    for (const { email, password } of signIns) {
      expect(password).toMatch(/^[\w-]{24}$/);
      expect(password).not.toBe(Object.values(demoAccounts).find((account) => account.email === email)?.password);
    }
    expect((await signIn(admin.email, admin.password)).statusCode).toBe(401);
    expect((await signIn(customer.email, customer.password)).statusCode).toBe(401);
    const cookie = ([] as string[])
      .concat(adminSession ?? [])
      .map((value) => value.split(';')[0])
      .join('; ');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })).json()).toBeNull();

    const newAdminPassword = signIns.find((signIn) => signIn.role === 'admin')?.password as string;
    const signedIn = await signIn(admin.email, newAdminPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.role).toBe('admin');

    // The next start keeps those passwords (nobody else knows them) and does not print them again.
    expect((await seed(false)).map((signIn) => signIn.password)).toEqual([null, null]);
    expect((await signIn(admin.email, newAdminPassword)).statusCode).toBe(200);
  });
});

describe('a demo shop first started where others can reach it', () => {
  let fresh: TestContext;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh.close());

  it('never creates an account with a published password', async () => {
    const signIns = await seedDemoAccounts(fresh.app.services.auth, createUserRepository(fresh.database.db), { localOnly: false });
    expect(signIns.map(({ password }) => password)).not.toContain(admin.password);
    const attempt = await fresh.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: admin.email, password: admin.password } });
    expect(attempt.statusCode).toBe(401);
  });
});
