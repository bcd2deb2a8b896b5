export type { Auth } from './auth';
export { createAuthModule } from './module';
export { createAccountRepository } from './repository';
