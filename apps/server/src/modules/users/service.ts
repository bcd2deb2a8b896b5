import { type Profile, type User, type UserListQuery, messages, type profileUpdateSchema } from '@partsmith/contract';
import type { z } from 'zod';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Auth } from '../auth';
import type { SessionUser } from '../auth';
import type { UserRepository } from './repository';

/**
 * Who may act on an account: its owner, or an admin when `adminMay` says so. The spec's payloads repeat the
 * email in the body; when they do, it must name the same account as the path.
 */
function assertMayActOn(caller: SessionUser, email: string, { adminMay, bodyEmail }: { adminMay: boolean; bodyEmail?: string }) {
  if (bodyEmail !== undefined && bodyEmail !== email) throw new ForbiddenError(messages.auth.ownAccountOnly);
  if (caller.email === email) return;
  if (adminMay && caller.role === 'admin') return;
  throw new ForbiddenError(messages.auth.ownAccountOnly);
}

type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export function createUserService(repository: UserRepository, auth: Auth) {
  async function findOrFail(email: string) {
    const user = await repository.findByEmail(email);
    if (!user) throw new NotFoundError(messages.auth.userNotFound);
    return user;
  }

  return {
    async list(query: UserListQuery): Promise<{ users: User[]; total: number }> {
      const { users, total } = await repository.list(query);
      return { users: users.map(({ id, ...user }) => ({ _id: id, ...user })), total };
    },

    async isAdmin(caller: SessionUser, email: string): Promise<boolean> {
      assertMayActOn(caller, email, { adminMay: true });
      if (caller.email === email) return caller.role === 'admin';
      return (await findOrFail(email)).role === 'admin';
    },

    async makeAdmin(email: string): Promise<number> {
      await findOrFail(email);
      return repository.makeAdmin(email);
    },

    async delete(caller: SessionUser, email: string): Promise<number> {
      if (caller.email === email) throw new ConflictError(messages.auth.cannotDeleteSelf);
      const user = await findOrFail(email);
      return repository.delete(user.id);
    },

    /** A new session for API clients, answered as a bearer token; it ends like any session (sign-out, deletion). */
    async issueToken(caller: SessionUser, email: string, bodyEmail?: string): Promise<string> {
      assertMayActOn(caller, email, { adminMay: false, bodyEmail });
      const context = await auth.$context;
      const session = await context.internalAdapter.createSession(caller.id);
      return session.token;
    },

    async profile(caller: SessionUser, email: string): Promise<Profile> {
      assertMayActOn(caller, email, { adminMay: true });
      const user = caller.email === email ? caller : await findOrFail(email);
      const profile = await repository.findProfile(user.id);
      return {
        name: user.name,
        email: user.email,
        education: profile?.education ?? null,
        address: profile?.address ?? null,
        phone: profile?.phone ?? null,
        linkedin: profile?.linkedin ?? null,
      };
    },

    async updateProfile(caller: SessionUser, email: string, { email: bodyEmail, ...profile }: ProfileUpdate): Promise<number> {
      assertMayActOn(caller, email, { adminMay: false, bodyEmail });
      return repository.saveProfile(caller.id, profile);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
