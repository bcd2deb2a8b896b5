export type { Auth } from './auth';
export { type Guards, type SessionUser, registerGuardedRoutes, signedInUser } from './guards';
export { createAuthModule } from './module';
export { createAccountRepository } from './repository';
