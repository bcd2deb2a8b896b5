import type { Auth } from '../modules/auth';
import type { UserRepository } from '../modules/users';

/** Demo sign-ins for the embedded shop; printed at start and in the README. Never seeded unless SEED_DEMO is on. */
export const demoAccounts = {
  admin: { name: 'Demo Admin', email: 'admin@partsmith.test', password: 'partsmith-admin' },
  customer: { name: 'Demo Customer', email: 'customer@partsmith.test', password: 'partsmith-customer' },
} as const;

/**
 * Creates the demo admin and customer once, through the same sign-up path as everyone else. The admin role is
 * given only when the demo admin is created: an admin who deletes or demotes it is not overruled at the next start.
 */
export async function seedDemoAccounts(auth: Auth, users: UserRepository): Promise<number> {
  let created = 0;
  for (const [role, account] of Object.entries(demoAccounts)) {
    if (await users.findByEmail(account.email)) continue;
    await auth.api.signUpEmail({ body: account });
    if (role === 'admin') await users.makeAdmin(account.email);
    created += 1;
  }
  return created;
}
