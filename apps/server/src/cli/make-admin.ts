// npm run make-admin -- someone@example.com: gives an existing account the admin role.
import { emailSchema } from '@partsmith/contract';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createUserRepository } from '../modules/users';

const parsed = emailSchema.safeParse(process.argv[2] ?? '');
if (!parsed.success) {
  console.error('Usage: npm run make-admin -- someone@example.com');
  process.exit(2);
}
const email = parsed.data;
const database = openDatabase(loadConfig().database);
try {
  await migrateToLatest(database);
  const users = createUserRepository(database.db);
  const user = await users.findByEmail(email);
  if (!user) {
    console.error(`There is no account for ${email}. Sign up first, then run this again.`);
    process.exitCode = 1;
  } else if (user.role === 'admin') {
    console.log(`${email} is already an admin.`);
  } else {
    await users.makeAdmin(email);
    console.log(`${email} is now an admin.`);
  }
} finally {
  await database.destroy();
}
