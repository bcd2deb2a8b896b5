import { messages } from '@partsmith/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { as, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createUserRepository } from './repository';

// Each test starts a shop of its own, so that it knows exactly which admins there are.
let shop: TestContext;
let first: TestUser;
let second: TestUser;
beforeEach(async () => {
  shop = await createTestApp();
  [first, second] = [await signUpAdmin(shop.app), await signUpAdmin(shop.app)];
});
afterEach(() => shop.close());

const deleteUser = (caller: TestUser, target: TestUser) => shop.app.inject(as(caller, { method: 'DELETE', url: `/api/user/${target.email}` }));
const adminsLeft = async () => (await shop.database.db.selectFrom('users').select('id').where('role', '=', 'admin').execute()).length;

describe('deleting admins', () => {
  it('never removes the last admin, whoever asks', async () => {
    await shop.database.db.updateTable('users').set({ role: null }).where('id', '=', second.id).execute();
    expect(await createUserRepository(shop.database.db).delete(first.id)).toEqual({ refused: 'last admin' });
    expect(await adminsLeft()).toBe(1);
  });

  it('two admins deleting each other at once leave one admin: the second is refused (or finds its own account gone)', async () => {
    const answers = await Promise.all([deleteUser(first, second), deleteUser(second, first)]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refused = answers.find((answer) => answer.statusCode !== 200)!;
    if (refused.statusCode === 409) expect(refused.json().message).toBe(messages.auth.cannotDeleteLastAdmin);
    else expect(refused.statusCode).toBe(401);
    expect(await adminsLeft()).toBe(1);
  });
});
