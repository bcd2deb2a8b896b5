import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Auth, Guards } from '../auth';
import { createUserRepository } from './repository';
import { userRoutes } from './routes';
import { createUserService } from './service';

export function createUsersModule({ db, auth, guards }: { db: Kysely<Database>; auth: Auth; guards: Guards }) {
  const service = createUserService(createUserRepository(db), auth);
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(userRoutes, { users: service, guards });
  };
  return { service, routes };
}
