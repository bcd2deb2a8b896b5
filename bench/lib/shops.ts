import { startNode } from './processes';

/** A production build of the shop on an embedded database of its own, logging warnings only. */
export function startShop(serverScript: string, port: number, databaseFile: string, env: Record<string, string> = {}) {
  return startNode([serverScript], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PAYMENT_PROVIDER: 'test',
    DATABASE_URL: `sqlite:${databaseFile}`,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // No backup at start: it would pause the server inside the first measurements.
    BACKUP_INTERVAL_HOURS: '0',
    // A few accounts place thousands of orders here; the limits on one account are tested in the server suite.
    ORDER_UNPAID_LIMIT: '1000000',
    ORDER_UNPAID_VALUE_UNCONFIRMED: '1000000000',
    ORDER_UNPAID_VALUE_NEW_ACCOUNT: '1000000000',
    ORDER_UNPAID_VALUE: '1000000000',
    ORDER_RATE_LIMIT_PER_HOUR: '1000000',
    // Their addresses are unconfirmed: their orders keep the usual hold.
    UNPAID_ORDER_HOLD_HOURS_UNCONFIRMED: '168',
    ...env,
  });
}

/** Signs in with a password and answers the session cookie, as a browser would send it back. */
export async function sessionCookieFor(origin: string, { email, password }: { email: string; password: string }): Promise<string> {
  // Node's fetch sends Sec-Fetch headers, so Better Auth asks for a trusted Origin, as from a browser.
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`the bench could not sign in as ${email}: ${signIn.status} ${await signIn.text()}`);
  return signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** Signs in with a password and asks for the account's bearer token (PUT /api/user/{email}), as an API client does. */
export async function bearerTokenFor(origin: string, account: { email: string; password: string }): Promise<string> {
  const { email } = account;
  const cookie = await sessionCookieFor(origin, account);
  const tokenResponse = await fetch(`${origin}/api/user/${email}`, {
    method: 'PUT',
    headers: { cookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!tokenResponse.ok) throw new Error(`the bench got no token for ${email}: ${tokenResponse.status} ${await tokenResponse.text()}`);
  return ((await tokenResponse.json()) as { token: string }).token;
}

/** The demo accounts that `SEED_DEMO=true` creates (their passwords are public). */
export const DEMO_CUSTOMER = { email: 'customer@partsmith.test', password: 'partsmith-customer' };
export const DEMO_ADMIN = { email: 'admin@partsmith.test', password: 'partsmith-admin' };
