export { createUsersModule } from './module';
export { type UserRepository, createUserRepository } from './repository';
export type { UserService } from './service';
