import crypto from 'node:crypto';
import type { Auth } from '../modules/auth';
import type { UserRepository } from '../modules/users';

/**
 * Demo sign-ins for the embedded shop, printed at start and in the README. Never seeded unless SEED_DEMO is on, and
 * these published passwords work only on a shop that nobody else can reach (Config.localOnly).
 */
export const demoAccounts = {
  admin: { name: 'Demo Admin', email: 'admin@partsmith.test', password: 'partsmith-admin' },
  customer: { name: 'Demo Customer', email: 'customer@partsmith.test', password: 'partsmith-customer' },
} as const;

/** A demo account as the console shows it: its password when this start set or knows it, null when it was kept. */
export interface DemoSignIn {
  role: keyof typeof demoAccounts;
  email: string;
  password: string | null;
}

const randomPassword = () => crypto.randomBytes(18).toString('base64url');

/**
 * Creates the demo admin and customer once, through the same sign-up path as everyone else. The admin role is
 * given only when the demo admin is created: an admin who deletes or demotes it is not overruled at the next start.
 *
 * On a shop others can reach, no published password may open an account: a new demo account gets a random password,
 * and one that still has its published password gets a new random one (and loses its sessions), both shown only in this start's console. A
 * password someone chose since is kept.
 */
export async function seedDemoAccounts(auth: Auth, users: UserRepository, { localOnly }: { localOnly: boolean }): Promise<DemoSignIn[]> {
  const context = await auth.$context;
  const signIns: DemoSignIn[] = [];
  for (const [role, account] of Object.entries(demoAccounts) as [DemoSignIn['role'], (typeof demoAccounts)[DemoSignIn['role']]][]) {
    const existing = await users.findByEmail(account.email);
    if (!existing) {
      const password = localOnly ? account.password : randomPassword();
      await auth.api.signUpEmail({ body: { ...account, password } });
      if (role === 'admin') await users.makeAdmin(account.email);
      signIns.push({ role, email: account.email, password });
      continue;
    }
    const credential = (await context.internalAdapter.findAccounts(existing.id)).find((candidate) => candidate.providerId === 'credential');
    const published = credential?.password ? await context.password.verify({ hash: credential.password, password: account.password }) : false;
    if (published && !localOnly) {
      const password = randomPassword();
      await context.internalAdapter.updatePassword(existing.id, await context.password.hash(password));
      await context.internalAdapter.deleteUserSessions(existing.id);
      signIns.push({ role, email: account.email, password });
    } else {
      signIns.push({ role, email: account.email, password: published ? account.password : null });
    }
  }
  return signIns;
}
