import type { Auth } from '../modules/auth/auth';
import type { UserRepository } from '../modules/users/repository';

/** Demo sign-ins for the embedded shop; printed at start and in the README. Never seeded unless SEED_DEMO is on. */
export const demoAccounts = {
  admin: { name: 'Demo Admin', email: 'admin@partsmith.test', password: 'partsmith-admin' },
  customer: { name: 'Demo Customer', email: 'customer@partsmith.test', password: 'partsmith-customer' },
} as const;

/** Creates the demo admin and customer once, through the same sign-up path as everyone else. */
export async function seedDemoAccounts(auth: Auth, users: UserRepository): Promise<number> {
  let created = 0;
  for (const account of Object.values(demoAccounts)) {
    if (await users.findByEmail(account.email)) continue;
    await auth.api.signUpEmail({ body: account });
    created += 1;
  }
  await users.makeAdmins([demoAccounts.admin.email]);
  return created;
}
