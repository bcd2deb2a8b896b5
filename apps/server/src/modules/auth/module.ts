import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { createAuth } from './auth';
import { resolveAuthSecret } from './auth-secret';
import { createGuards } from './guards';
import { createPasswordGuesses } from './password-guesses';
import { createSessionReader } from './session-reader';
import { createSignInAttemptRepository } from './repository';
import { authOptionsRoutes, betterAuthRoutes } from './routes';

/** Accounts and sessions (Better Auth), the guards other modules' routes use, and the /api/auth routes. */
export function createAuthModule({ config, database, log }: { config: Config; database: DatabaseHandle; log: FastifyBaseLogger }) {
  const passwordGuesses = createPasswordGuesses(createSignInAttemptRepository(database.db), config.auth.passwordGuesses);
  const secret = resolveAuthSecret(config);
  const auth = createAuth({ db: database.db, dialect: database.dialect, config: config.auth, secret, log, passwordGuesses });
  const sessions = createSessionReader(database.db, auth, secret);
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(betterAuthRoutes, { auth, sessions });
    await api.register(authOptionsRoutes, { googleEnabled: config.auth.google !== null });
  };
  return { service: auth, guards: createGuards(auth, sessions), routes };
}
