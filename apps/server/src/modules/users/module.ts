import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { Guards } from '../../plugins/guards';
import type { Auth } from '../auth';
import { createUserRepository } from './repository';
import { userRoutes } from './routes';
import { createUserService } from './service';

export function createUsersModule({ db, auth, guards, tokens }: { db: Kysely<Database>; auth: Auth; guards: Guards; tokens: AuthConfig['tokens'] }) {
  const service = createUserService(createUserRepository(db), auth, tokens);
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(userRoutes, { users: service, guards });
  };
  return { service, routes };
}
