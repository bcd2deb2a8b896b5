import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { type AccountMailer, createAuth } from './auth';
import { resolveAuthSecret } from './auth-secret';
import { createGuards } from './guards';
import { createPasswordGuesses } from './password-guesses';
import { createAccountRepository, createSignInAttemptRepository } from './repository';
import { SESSION_TABLES, createSessionReader } from './session-reader';
import { authOptionsRoutes, betterAuthRoutes } from './routes';

/** Accounts and sessions (Better Auth), the guards other modules' routes use, and the /api/auth routes. */
export function createAuthModule({ config, database, log, mail }: { config: Config; database: DatabaseHandle; log: FastifyBaseLogger; mail: AccountMailer }) {
  const passwordGuesses = createPasswordGuesses(createSignInAttemptRepository(database.db), config.auth.passwordGuesses);
  const secret = resolveAuthSecret(config);
  const accounts = createAccountRepository(database.db);
  const auth = createAuth({
    db: database.db,
    dialect: database.dialect,
    config: config.auth,
    secret,
    log,
    passwordGuesses,
    mail,
    accounts,
  });
  const sessions = createSessionReader(database.db, auth, secret, database.changeCounter(SESSION_TABLES));
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(betterAuthRoutes, { auth, sessions });
    await api.register(authOptionsRoutes, { googleEnabled: config.auth.google !== null });
  };
  return { service: auth, guards: createGuards(auth, sessions), routes };
}
